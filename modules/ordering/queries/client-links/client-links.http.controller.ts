import { Controller, Get, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ClientLinkActiveGuard,
  ReachableProviders,
} from '../../infrastructure/client-link-active.guard';
import { ClientLinkPlanGuard } from '../../infrastructure/client-link-plan.guard';
import { ClientLinks } from './client-links.query';

/**
 * The client portal (spec 2.6 and section 7): no sign-in, the client id in the public link is
 * the key, and every answer holds only that client's data.
 */
@Controller('client/:client_id/provider_client')
@UseGuards(ClientLinkPlanGuard, ClientLinkActiveGuard)
export class ClientLinksController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  links(
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @ReachableProviders() reachable: Set<string>,
  ) {
    return this.queries.execute(new ClientLinks(clientId, reachable));
  }
}
