import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SavedListsStore } from '../../infrastructure/saved-lists.store';
import { SavedLists } from './saved-lists.query';

@QueryHandler(SavedLists)
export class SavedListsHandler implements IQueryHandler<SavedLists> {
  constructor(private readonly lists: SavedListsStore) {}

  async execute({ clientId, providerId }: SavedLists) {
    return { lists: await this.lists.list(clientId, providerId) };
  }
}
