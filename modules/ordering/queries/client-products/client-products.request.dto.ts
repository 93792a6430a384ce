import { IsUUID } from 'class-validator';
import { ListSearch, PageQuery } from '../../../platform';

/**
 * The query of GET /api/client/{id}/products: the provider to order from; optionally a search (a
 * product is found when every word is in its name or SKU, case and accents aside) and a page
 * (`limit`, `offset`) of the products that can be ordered. Without `search` or `limit` the
 * answer holds the whole catalog, as the portal's New order page reads it.
 */
export class ClientProductsRequest extends PageQuery {
  @IsUUID('all', { message: 'provider_id is required: the provider to order from' })
  provider_id!: string;

  @ListSearch()
  search?: string;
}
