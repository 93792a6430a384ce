import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { pageOf } from '../../../platform';
import { OrderListResponse } from '../../responses/order.response.dto';
import { ListOrders } from './list-orders.query';
import { ListOrdersRequest, orderFilters } from './list-orders.request.dto';

/** Provider orders page size (docs/product.md §9); the inbox asks for its own (100). */
const PAGE_SIZE = 50;

/** Reading a provider's orders and movements (docs/product.md §7, Orders). */
@Controller('provider/:provider_id/orders')
export class ListOrdersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListOrdersRequest,
  ): Promise<OrderListResponse> {
    return this.queries.execute(
      new ListOrders(providerId, orderFilters(query), pageOf(query, PAGE_SIZE)),
    );
  }
}
