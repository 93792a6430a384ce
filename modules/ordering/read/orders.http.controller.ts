import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { badRequest, pageOf } from '../../platform';
import { OrdersQuery } from './orders.query';
import { ListOrdersQuery } from './orders.request.dto';

/** Provider orders page size (spec section 9); the inbox asks for its own (100). */
const PAGE_SIZE = 50;

/** Reading a provider's orders and movements (spec section 7, Orders). */
@Controller('provider/:provider_id')
export class OrdersController {
  constructor(private readonly orders: OrdersQuery) {}

  @Get('orders')
  async list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListOrdersQuery,
  ) {
    if (query.startDate && query.endDate && query.startDate > query.endDate)
      throw badRequest('Ensure that the start date is before the end date.');
    const { orders, total } = await this.orders.list(
      providerId,
      {
        inbox: query.inbox === 'true',
        type: query.type,
        productId: query.product_id,
        clientId: query.client_id,
        locationId: query.location_id,
        startDate: query.startDate,
        endDate: query.endDate,
      },
      pageOf(query, PAGE_SIZE),
    );
    return { orders, pagination: { total } };
  }

  @Get('order/:order_id')
  async get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ) {
    return { order: await this.orders.get(providerId, orderId) };
  }
}
