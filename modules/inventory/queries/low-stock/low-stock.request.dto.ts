import { IsOptional } from 'class-validator';
import { IsId, PageQuery } from '../../../platform';

/** The query of GET …/low-stock: a location, a page. */
export class LowStockRequest extends PageQuery {
  @IsOptional()
  @IsId({ message: 'location_id must be a location id' })
  location_id?: string;
}
