import { Controller, Get, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalClient } from '../../../ordering';
import { ReturnListResponse } from '../../responses/return.response.dto';
import { OrderReturns } from './order-returns.query';

/** GET …/order/{order_id}/returns: the order's returns, oldest first. */
@Controller('provider/:provider_id/order/:order_id/returns')
export class OrderReturnsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ): Promise<ReturnListResponse> {
    return this.queries.execute(new OrderReturns({ providerId }, orderId));
  }
}

/** GET /api/client/{client_id}/order/{order_id}/returns: the portal's view. */
@Controller('client/:client_id/order/:order_id/returns')
@UseGuards(ClientLinkGuard)
export class ClientOrderReturnsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @PortalClient() clientId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ): Promise<ReturnListResponse> {
    return this.queries.execute(new OrderReturns({ clientId }, orderId));
  }
}
