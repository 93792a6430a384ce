import { Injectable } from '@nestjs/common';
import { Read } from '../../platform';
import { ProductView } from '../domain/product';
import { ProductName, ProductNames } from './product-names';
import { ProductsRepository } from './products.repository';

/**
 * What other contexts use of products: ordering and pricing read them by id, by page or the
 * active ones. It keeps the name those call sites know; writes go through the commands.
 */
@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly names: ProductNames,
  ) {}

  list(
    providerId: string,
    page: { limit: number; offset: number },
    metadata?: Record<string, unknown>,
  ): Promise<{ products: ProductView[]; total: number }> {
    return this.products.page(providerId, page, metadata);
  }

  byIds(providerId: string, ids: readonly string[]): Promise<ProductView[]> {
    return this.products.byIds(providerId, ids);
  }

  byIdsRead(providerId: string, ids: readonly string[]): Read<ProductView[]> {
    return this.products.byIdsRead(providerId, ids);
  }

  /** Products by SKU, case aside (`skus` in lower case), active or not: a quick order's lines. */
  bySkus(providerId: string, skus: readonly string[]): Promise<ProductView[]> {
    return this.products.bySkus(providerId, skus);
  }

  /**
   * Products' names as a relation (id, provider_id, name) another context's export may join in
   * SQL, so that PostgreSQL writes a long CSV file with the names in it (see csvCopyExport).
   */
  readonly namesSql = 'SELECT id, provider_id, name FROM catalog_products';

  active(providerId: string): Promise<ProductView[]> {
    return this.products.active(providerId);
  }

  /**
   * The active products' ids, names and SKUs in the catalog's order (by name), for a search made
   * in code (the portal's): kept in memory while the catalog does not change.
   */
  activeNames(providerId: string): Promise<readonly ProductName[]> {
    return this.names.of(providerId);
  }

  /** Active products whose name, SKU or barcode holds `search` (all without one), by name. */
  matching(
    providerId: string,
    search: string | null,
    limit: number,
  ): Promise<Pick<ProductView, 'id' | 'name' | 'sku' | 'barcode'>[]> {
    return this.products.matching(providerId, search, limit);
  }
}
