import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OneOrderResponse } from '../../responses/order.response.dto';
import { OrderById } from './order-by-id.query';
import { AsOfQuery } from './order-by-id.request.dto';

@Controller('provider/:provider_id/order/:order_id')
export class OrderByIdController {
  constructor(private readonly queries: QueryBus) {}

  /** The order as it stands, or with `as_of` as it stood then (folded from its events). */
  @Get()
  get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Query() query: AsOfQuery,
  ): Promise<OneOrderResponse> {
    const asOf = query.as_of === undefined ? undefined : new Date(query.as_of);
    return this.queries.execute(new OrderById(providerId, orderId, asOf));
  }
}
