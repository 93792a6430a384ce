import { IsOptional } from 'class-validator';
import { IsId } from '../../../platform';

/** The query of GET …/lots/{lot_code}/trace: optionally one product's lot of that code. */
export class LotTraceRequest {
  @IsOptional()
  @IsId({ message: 'product_id must be a product id' })
  product_id?: string;
}
