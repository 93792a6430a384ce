import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { ListSearch, PageQuery } from '../../../platform';

const flag = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** A page of a list, and text to find: a supplier's prices match the product's name or SKU, or the supplier's SKU. */
export class SearchPageRequest extends PageQuery {
  @ListSearch()
  search?: string;
}

/** The query of the supplier list: text in the name. */
export class SuppliersListRequest extends SearchPageRequest {
  /** true lists archived suppliers too (hidden by default). */
  @IsOptional()
  @Transform(flag)
  @IsBoolean({ message: 'include_archived must be true or false' })
  include_archived?: boolean;
}
