import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { badRequest, pageOf } from '../../../platform';
import { ListOrders } from './list-orders.query';
import { ListOrdersRequest } from './list-orders.request.dto';

/** Provider orders page size (spec section 9); the inbox asks for its own (100). */
const PAGE_SIZE = 50;

/** Reading a provider's orders and movements (spec section 7, Orders). */
@Controller('provider/:provider_id/orders')
export class ListOrdersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Param('provider_id', ParseUUIDPipe) providerId: string, @Query() query: ListOrdersRequest) {
    if (query.startDate && query.endDate && query.startDate > query.endDate)
      throw badRequest('Ensure that the start date is before the end date.');
    return this.queries.execute(
      new ListOrders(
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
      ),
    );
  }
}
