import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ClientLinkGuard,
  PortalClients,
  ReachableProviders,
} from '../../infrastructure/client-link.guard';
import { ClientLinkListResponse } from '../../responses/client-portal.response.dto';
import { ClientLinks } from './client-links.query';

/**
 * The client portal (docs/product.md §2.6 and section 7): no sign-in, the key in the public link
 * (not the client's id) signs the client in, and every answer holds only that client's data.
 */
@Controller('client/:client_id/provider_client')
@UseGuards(ClientLinkGuard)
export class ClientLinksController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  links(
    @PortalClients() clientIds: string[],
    @ReachableProviders() reachable: Set<string>,
  ): Promise<ClientLinkListResponse> {
    return this.queries.execute(new ClientLinks(clientIds, reachable));
  }
}
