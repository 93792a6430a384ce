import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../../platform';

/** GET .../products: a page; every product carries its metadata either way. */
export class ListProductsQuery extends PageQuery {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'include_metadata must be true or false' })
  include_metadata?: string;
}
