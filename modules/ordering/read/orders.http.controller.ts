import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { badRequest, pageOf } from '../../platform';
import { OrderHistoryQuery } from './order-history.query';
import { OrdersQuery } from './orders.query';
import { AsOfQuery, ListOrdersQuery } from './orders.request.dto';

/** Provider orders page size (spec section 9); the inbox asks for its own (100). */
const PAGE_SIZE = 50;

/** Reading a provider's orders and movements (spec section 7, Orders). */
@Controller('provider/:provider_id')
export class OrdersController {
  constructor(
    private readonly orders: OrdersQuery,
    private readonly history: OrderHistoryQuery,
  ) {}

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

  /** The order as it stands, or with `as_of` as it stood then (folded from its events). */
  @Get('order/:order_id')
  async get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Query() query: AsOfQuery,
  ) {
    if (query.as_of !== undefined)
      return { order: await this.history.asOf(providerId, orderId, new Date(query.as_of)) };
    return { order: await this.orders.get(providerId, orderId) };
  }

  /** The order's events in order, with who and when (its History section). */
  @Get('order/:order_id/history')
  async events(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ) {
    return { history: await this.history.history(providerId, orderId) };
  }
}
