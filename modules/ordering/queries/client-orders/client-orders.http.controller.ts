import { Controller, Get, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ClientLinkActiveGuard,
  ReachableProviders,
} from '../../infrastructure/client-link-active.guard';
import { ClientLinkPlanGuard } from '../../infrastructure/client-link-plan.guard';
import { ClientOrders } from './client-orders.query';

@Controller('client/:client_id/orders')
@UseGuards(ClientLinkPlanGuard, ClientLinkActiveGuard)
export class ClientOrdersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @ReachableProviders() reachable: Set<string>,
  ) {
    return this.queries.execute(new ClientOrders(clientId, reachable));
  }
}
