import { Controller, Get, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalClient } from '../../infrastructure/client-link.guard';
import { OneOrderResponse } from '../../responses/order.response.dto';
import { ClientOrderById } from './client-order-by-id.query';

@Controller('client/:client_id/order/:order_id')
@UseGuards(ClientLinkGuard)
export class ClientOrderByIdController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  get(
    @PortalClient() clientId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ): Promise<OneOrderResponse> {
    return this.queries.execute(new ClientOrderById(clientId, orderId));
  }
}
