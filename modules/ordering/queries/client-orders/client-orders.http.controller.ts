import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ClientLinkGuard,
  PortalClients,
  ReachableProviders,
} from '../../infrastructure/client-link.guard';
import { ClientOrderListResponse } from '../../responses/order.response.dto';
import { ClientOrders } from './client-orders.query';

@Controller('client/:client_id/orders')
@UseGuards(ClientLinkGuard)
export class ClientOrdersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @PortalClients() clientIds: string[],
    @ReachableProviders() reachable: Set<string>,
  ): Promise<ClientOrderListResponse> {
    return this.queries.execute(new ClientOrders(clientIds, reachable));
  }
}
