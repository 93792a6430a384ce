import { Command } from '@nestjs/cqrs';
import type { SavedListLineInput, SavedListView } from '../../infrastructure/saved-lists.store';

/** Saves a new list of products and quantities for the client at a provider. */
export class CreateSavedList extends Command<SavedListView> {
  constructor(
    readonly clientId: string,
    readonly providerId: string,
    readonly name: string,
    readonly lines: readonly SavedListLineInput[],
  ) {
    super();
  }
}

/** Renames a list and/or replaces its lines; `clientIds`: every record the key reaches. */
export class UpdateSavedList extends Command<SavedListView> {
  constructor(
    readonly clientIds: readonly string[],
    readonly listId: string,
    readonly change: { name?: string; lines?: readonly SavedListLineInput[] },
  ) {
    super();
  }
}

export class DeleteSavedList extends Command<void> {
  constructor(
    readonly clientIds: readonly string[],
    readonly listId: string,
  ) {
    super();
  }
}
