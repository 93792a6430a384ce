import { IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';
import { ORDER_TYPES, OrderType } from '../../../inventory';
import { badRequest, IsId, IsMoment, ListSearch, PageQuery } from '../../../platform';
import { parseOrderNumber } from '../../domain/order-number';
import { OrderFilters } from '../../projections/orders/orders.read-model';

const DATE = { message: 'startDate and endDate must be dates (YYYY-MM-DD) or ISO times' };

/** The filters of the orders list (docs/product.md §7), which its CSV export takes too. */
export class OrderFiltersRequest {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'inbox must be true or false' })
  inbox?: string;

  /** Only what waits for staff (see `needs_action` on each order). */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'needs_action must be true or false' })
  needs_action?: string;

  @IsOptional()
  @IsIn(ORDER_TYPES, { message: `type must be one of ${ORDER_TYPES.join(', ')}` })
  type?: OrderType;

  @IsOptional()
  @IsId({ message: 'product_id must be a product id' })
  product_id?: string;

  @IsOptional()
  @IsId({ message: 'client_id must be a client id' })
  client_id?: string;

  @IsOptional()
  @IsId({ message: 'location_id must be a location id' })
  location_id?: string;

  @IsOptional()
  @IsMoment(DATE)
  startDate?: string;

  @IsOptional()
  @IsMoment(DATE)
  endDate?: string;

  /**
   * Only the order or movement of this number: `1001` (any), `#1001` or `SO-1001` (an order
   * whose prefix is that one, case aside) or `MV-1001` (a movement).
   */
  @IsOptional()
  @ValidateBy(
    {
      name: 'isOrderNumber',
      validator: {
        validate: (value) => typeof value === 'string' && parseOrderNumber(value) !== null,
      },
    },
    { message: 'number must be an order number, e.g. 1001, #1001 or MV-1001' },
  )
  number?: string;

  /**
   * Only the orders and movements this text finds, case aside: its number as `number` takes it
   * (`1051`, `SO-1051`, `MV-1002`), or a client whose name starts with it or (three characters
   * on) holds it. The total counts those alone.
   */
  @ListSearch()
  search?: string;
}

/** The query of GET /api/provider/{id}/orders (docs/product.md §7): the filters and a page. */
export class ListOrdersRequest extends IntersectionType(OrderFiltersRequest, PageQuery) {}

/** The read model's filters of a valid request; refuses a start after the end. */
export function orderFilters(query: OrderFiltersRequest): OrderFilters {
  if (query.startDate && query.endDate && query.startDate > query.endDate)
    throw badRequest('Ensure that the start date is before the end date.');
  return {
    inbox: query.inbox === 'true',
    needsAction: query.needs_action === 'true',
    type: query.type,
    productId: query.product_id,
    clientId: query.client_id,
    locationId: query.location_id,
    startDate: query.startDate,
    endDate: query.endDate,
    ...(query.number ? { number: parseOrderNumber(query.number)! } : {}),
    ...(query.search?.trim() ? { search: query.search.trim() } : {}),
  };
}
