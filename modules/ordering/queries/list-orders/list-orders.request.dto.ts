import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../../platform';
import { ORDER_TYPES, OrderType } from '../../domain/order';
import { IsId, IsMoment } from '../../request-validation';

const DATE = { message: 'startDate and endDate must be dates (YYYY-MM-DD) or ISO times' };

/** The query of GET /api/provider/{id}/orders (spec section 7). */
export class ListOrdersRequest extends PageQuery {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'inbox must be true or false' })
  inbox?: string;

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
}
