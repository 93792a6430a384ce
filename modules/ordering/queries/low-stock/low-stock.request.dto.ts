import { IsOptional } from 'class-validator';
import { PageQuery } from '../../../platform';
import { IsId } from '../../request-validation';

/** The query of GET …/low-stock: a location, a page. */
export class LowStockRequest extends PageQuery {
  @IsOptional()
  @IsId({ message: 'location_id must be a location id' })
  location_id?: string;
}
