import { IsIn, IsISO8601, IsOptional, IsUUID, Matches } from 'class-validator';
import { DAY_OR_INSTANT, PageQuery } from '../../platform';
import { ORDER_TYPES, OrderType } from '../domain/order';

const DATE = { message: 'startDate and endDate must be dates (YYYY-MM-DD) or ISO times' };

/** The query of GET /api/provider/{id}/orders (spec section 7). */
export class ListOrdersQuery extends PageQuery {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'inbox must be true or false' })
  inbox?: string;

  @IsOptional()
  @IsIn(ORDER_TYPES, { message: `type must be one of ${ORDER_TYPES.join(', ')}` })
  type?: OrderType;

  @IsOptional()
  @IsUUID('all', { message: 'product_id must be a product id' })
  product_id?: string;

  @IsOptional()
  @IsUUID('all', { message: 'client_id must be a client id' })
  client_id?: string;

  @IsOptional()
  @IsUUID('all', { message: 'location_id must be a location id' })
  location_id?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, DATE)
  @Matches(DAY_OR_INSTANT, DATE)
  startDate?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, DATE)
  @Matches(DAY_OR_INSTANT, DATE)
  endDate?: string;
}
