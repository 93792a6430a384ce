import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OrderMargin } from './order-margin.query';
import { OrderMarginResponse } from './order-margin.response.dto';

@Controller('provider/:provider_id/order/:order_id/margin')
export class OrderMarginController {
  constructor(private readonly queries: QueryBus) {}

  /** The order's margin on what it has shipped, less returns. */
  @Get()
  margin(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ): Promise<OrderMarginResponse> {
    return this.queries.execute(new OrderMargin(providerId, orderId));
  }
}
