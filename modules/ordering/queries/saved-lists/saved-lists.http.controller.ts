import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalClient } from '../../infrastructure/client-link.guard';
import { SavedListsResponse } from '../../responses/saved-list.response.dto';
import { SavedLists } from './saved-lists.query';
import { SavedListsRequest } from './saved-lists.request.dto';

/** The client portal's saved lists at one provider (issue 37). */
@Controller('client/:client_id/lists')
@UseGuards(ClientLinkGuard)
export class SavedListsQueryController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  lists(
    @PortalClient() clientId: string,
    @Query() query: SavedListsRequest,
  ): Promise<SavedListsResponse> {
    return this.queries.execute(new SavedLists(clientId, query.provider_id.toLowerCase()));
  }
}
