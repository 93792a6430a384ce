import { IsOptional } from 'class-validator';
import { IsId } from '../../../platform';

/** The query of GET …/reorder-points: one product's, or all. */
export class ReorderPointsRequest {
  @IsOptional()
  @IsId({ message: 'product_id must be a product id' })
  product_id?: string;
}
