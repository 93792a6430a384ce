import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Database, Read, read } from '../../platform';
import { noSuchProduct } from '../domain/catalog-errors';
import { ProductView, productView } from '../domain/product';
import { Product } from './product.entity';

/** A product as a CSV line holds it. */
export interface ProductLine {
  id: string;
  name: string;
  price: string;
  active: boolean;
  metadata: Record<string, unknown>;
}

interface ProductRow {
  id: string;
  provider_id: string;
  name: string;
  price: string;
  photo: string | null;
  active: boolean;
  metadata: Record<string, string | number | boolean>;
}

/** A provider's products as stored: the catalog clients order from. */
@Injectable()
export class ProductsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly db: Database,
  ) {}

  /** One of the provider's products, to change; another provider's is not found. */
  async find(providerId: string, id: string): Promise<Product> {
    const product = await this.em.findOne(Product, { id, providerId });
    if (!product) throw noSuchProduct();
    return product;
  }

  async add(product: Product): Promise<void> {
    await this.em.persistAndFlush(product);
  }

  /** Writes the changes made to products found here. */
  async flush(): Promise<void> {
    await this.em.flush();
  }

  /**
   * A page of products by name. `metadata` keeps those whose custom values include every
   * given pair (`@>`, served by a GIN index); the total counts only those.
   */
  async page(
    providerId: string,
    page: { limit: number; offset: number },
    metadata?: Record<string, unknown>,
  ): Promise<{ products: ProductView[]; total: number }> {
    const sql = this.em.getConnection();
    const filter = metadata ? JSON.stringify(metadata) : null;
    const [products, counted] = await Promise.all([
      sql.execute<ProductRow[]>(
        // The page's ids come from the (provider, lower(name), id) index alone; only those 50
        // rows are then read whole, so a deep page never sorts wide rows.
        `WITH page AS (
           SELECT id FROM catalog_products
            WHERE provider_id = ? AND (?::jsonb IS NULL OR metadata @> ?::jsonb)
            ORDER BY lower(name), id LIMIT ? OFFSET ?
         )
         SELECT p.id, p.provider_id, p.name, p.price, p.photo, p.active, p.metadata
           FROM page JOIN catalog_products p USING (id)
          ORDER BY lower(p.name), p.id`,
        [providerId, filter, filter, page.limit, page.offset],
      ),
      sql.execute<{ total: string }[]>(
        `SELECT count(*) AS total FROM catalog_products
          WHERE provider_id = ? AND (?::jsonb IS NULL OR metadata @> ?::jsonb)`,
        [providerId, filter, filter],
      ),
    ]);
    return {
      products: products.map((row) => productView({ ...row, providerId: row.provider_id })),
      total: Number(counted[0].total),
    };
  }

  /** Products of a provider by id (those that exist). */
  async byIds(providerId: string, ids: readonly string[]): Promise<ProductView[]> {
    if (ids.length === 0) return [];
    return this.db.read(this.byIdsRead(providerId, ids));
  }

  /** The read of `byIds`, for a caller that reads it together with others. */
  byIdsRead(providerId: string, ids: readonly string[]): Read<ProductView[]> {
    return productsByIdsRead(providerId, ids);
  }

  /** Every active product of a provider, by name. */
  async active(providerId: string): Promise<ProductView[]> {
    const products = await this.em.find(
      Product,
      { providerId, active: true },
      { disableIdentityMap: true },
    );
    return products
      .map(productView)
      .sort((x, y) => x.name.localeCompare(y.name, 'en', { sensitivity: 'base' }));
  }

  /** The ids of the provider's products (an import may update those, and only those). */
  async ids(providerId: string): Promise<string[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string }[]>('SELECT id FROM catalog_products WHERE provider_id = ?', [
        providerId,
      ]);
    return rows.map((row) => row.id);
  }

  /** Every product of the provider by name, with its stored values, for the CSV export. */
  /** The provider's products by name, a page at a time from one snapshot (the CSV export). */
  exportPages(providerId: string): AsyncGenerator<ProductLine[]> {
    return this.db.pages<ProductLine>(
      `SELECT id, name, price, active, metadata FROM catalog_products
        WHERE provider_id = $1 ORDER BY lower(name), id`,
      [providerId],
    );
  }

  /**
   * Writes imported lines in the import's transaction: new ids are added, known ones updated
   * (their custom values merged), and another provider's id is left alone.
   */
  upsert(tx: EntityManager, providerId: string, lines: readonly ProductLine[]): Promise<unknown> {
    return tx.execute(
      `INSERT INTO catalog_products (id, provider_id, name, price, active, metadata)
       SELECT id, ?::uuid, name, price, active, metadata
         FROM jsonb_to_recordset(?::jsonb)
              AS t (id uuid, name text, price numeric, active boolean, metadata jsonb)
       ON CONFLICT (id) DO UPDATE
          SET name = excluded.name, price = excluded.price, active = excluded.active,
              metadata = catalog_products.metadata || excluded.metadata, updated_at = now()
        WHERE catalog_products.provider_id = excluded.provider_id`,
      // One JSON parameter per chunk: the query builder would spread array parameters.
      [providerId, JSON.stringify(lines)],
    );
  }
}

/**
 * Products of a provider by id (those that exist), as a read to run on any database handle:
 * the operator's CLI, which has no ORM, names products with it too.
 */
export function productsByIdsRead(providerId: string, ids: readonly string[]): Read<ProductView[]> {
  // Plain SQL: every order placed and every order shown reads its products here.
  return read(
    'catalog_products_by_ids',
    `SELECT id, provider_id AS "providerId", name, price::text AS price, photo, active, metadata
       FROM catalog_products WHERE provider_id = $1 AND id = ANY($2::uuid[])`,
    [providerId, [...ids]],
    (rows: Parameters<typeof productView>[0][]) => rows.map(productView),
  );
}
