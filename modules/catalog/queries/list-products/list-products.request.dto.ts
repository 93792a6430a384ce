import { IsIn, IsOptional } from 'class-validator';
import { ListSearch, PageQuery } from '../../../platform';

/** GET .../products: a page; every product carries its metadata either way. */
export class ListProductsQuery extends PageQuery {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'include_metadata must be true or false' })
  include_metadata?: string;

  /**
   * Only the products this text finds, case aside: a name or SKU starting with it, a barcode
   * equal to it, or (three characters on) a name holding it. The total counts those alone.
   */
  @ListSearch()
  search?: string;
}
