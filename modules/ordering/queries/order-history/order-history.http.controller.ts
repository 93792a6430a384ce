import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OrderHistoryResponse } from '../../../inventory';
import { OrderHistory } from './order-history.query';

@Controller('provider/:provider_id/order/:order_id/history')
export class OrderHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  history(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ): Promise<OrderHistoryResponse> {
    return this.queries.execute(new OrderHistory(providerId, orderId));
  }
}
