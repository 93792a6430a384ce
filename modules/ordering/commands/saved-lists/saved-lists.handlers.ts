import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SavedListsStore } from '../../infrastructure/saved-lists.store';
import { CreateSavedList, DeleteSavedList, UpdateSavedList } from './saved-lists.commands';

@CommandHandler(CreateSavedList)
export class CreateSavedListHandler implements ICommandHandler<CreateSavedList> {
  constructor(private readonly lists: SavedListsStore) {}

  execute({ clientId, providerId, name, lines }: CreateSavedList) {
    return this.lists.create(clientId, providerId, name, lines);
  }
}

@CommandHandler(UpdateSavedList)
export class UpdateSavedListHandler implements ICommandHandler<UpdateSavedList> {
  constructor(private readonly lists: SavedListsStore) {}

  execute({ clientIds, listId, change }: UpdateSavedList) {
    return this.lists.update(clientIds, listId, change);
  }
}

@CommandHandler(DeleteSavedList)
export class DeleteSavedListHandler implements ICommandHandler<DeleteSavedList> {
  constructor(private readonly lists: SavedListsStore) {}

  execute({ clientIds, listId }: DeleteSavedList) {
    return this.lists.remove(clientIds, listId);
  }
}
