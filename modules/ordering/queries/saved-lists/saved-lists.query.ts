import { Query } from '@nestjs/cqrs';
import type { SavedListsResponse } from '../../responses/saved-list.response.dto';

/** The client's saved lists at a provider, each line saying whether it may be ordered now. */
export class SavedLists extends Query<SavedListsResponse> {
  constructor(
    readonly clientId: string,
    readonly providerId: string,
  ) {
    super();
  }
}
