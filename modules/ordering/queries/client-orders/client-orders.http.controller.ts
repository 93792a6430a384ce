import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ClientLinkGuard,
  PortalClient,
  ReachableProviders,
} from '../../infrastructure/client-link.guard';
import { ClientOrders } from './client-orders.query';

@Controller('client/:client_id/orders')
@UseGuards(ClientLinkGuard)
export class ClientOrdersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@PortalClient() clientId: string, @ReachableProviders() reachable: Set<string>) {
    return this.queries.execute(new ClientOrders(clientId, reachable));
  }
}
