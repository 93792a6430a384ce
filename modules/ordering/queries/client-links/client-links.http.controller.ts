import { Controller, Get, Param, UseGuards } from '@nestjs/common';
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
 * Each link carries the provider's shop as its clients see it: name and address, logo, money.
 */
@Controller('client/:client_id/provider_client')
@UseGuards(ClientLinkGuard)
export class ClientLinksController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  links(
    @PortalClients() clientIds: string[],
    @ReachableProviders() reachable: Set<string>,
    // The guard has checked it is a key that opens the portal.
    @Param('client_id') key: string,
  ): Promise<ClientLinkListResponse> {
    return this.queries.execute(new ClientLinks(clientIds, reachable, key.toLowerCase()));
  }
}
