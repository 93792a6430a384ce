import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Database, Read, read, searchPatterns } from '../../platform';
import { noSuchProduct } from '../domain/catalog-errors';
import type { PriceBreak } from '../domain/price-breaks';
import {
  byProductName,
  DuplicateProductCodeError,
  ProductView,
  productView,
} from '../domain/product';
import type { FoundProduct } from '../queries/find-products/find-products.query';
import { Product } from './product.entity';

/** A product as a CSV line holds it. */
export interface ProductLine {
  id: string;
  name: string;
  price: string;
  active: boolean;
  metadata: Record<string, unknown>;
  sku: string | null;
  barcode: string | null;
  /** Whether it keeps lots; null in an import: as it is (a new product: no). */
  track_lots: boolean | null;
  /** Its ordering rules; null: none (an import writes them only when the file has the column). */
  min_quantity: number | null;
  case_pack: number | null;
}

/** A product's codes, to find the products an import's codes clash with. */
export interface ProductCodes {
  id: string;
  sku: string | null;
  barcode: string | null;
}

/** The unique index a write broke, as the product's code it names; other errors pass. */
function duplicateCode(error: unknown, product: { sku: string | null; barcode: string | null }) {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  if (error.message.includes('catalog_products_sku'))
    return new DuplicateProductCodeError('sku', product.sku ?? '');
  if (error.message.includes('catalog_products_barcode'))
    return new DuplicateProductCodeError('barcode', product.barcode ?? '');
  return error;
}

interface ProductRow {
  id: string;
  provider_id: string;
  name: string;
  price: string;
  photo: string | null;
  active: boolean;
  metadata: Record<string, string | number | boolean>;
  sku: string | null;
  barcode: string | null;
  track_lots: boolean;
  /** numeric(6,3) as text; null: the provider's default rate. */
  tax_rate: string | null;
  min_quantity: number | null;
  case_pack: number | null;
  price_breaks: PriceBreak[];
}

/**
 * What a list's search keeps of the products (docs/decisions/list-search-semantics.md), as an
 * `AND …` to add to a WHERE clause with `?` values; nothing for no search or a blank one. Case
 * aside and LIKE's wildcards taken literally: a name or SKU starting with the text, a barcode
 * equal to it, and from three characters on a name holding it (the trigram index's reach).
 */
function productSearch(search: string | undefined): { condition: string; values: string[] } {
  const patterns = searchPatterns(search ?? '');
  if (!patterns) return { condition: '', values: [] };
  const infix = patterns.infix ? ' OR lower(name) LIKE ?' : '';
  return {
    // The name's prefix in the byte order its index has (whatever the database's collation).
    condition: ` AND (lower(name) COLLATE "C" LIKE ? OR lower(sku) LIKE ? OR barcode = ?${infix})`,
    values: [
      patterns.prefix,
      patterns.prefix,
      (search ?? '').trim(),
      ...(patterns.infix ? [patterns.infix] : []),
    ],
  };
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

  /** Adds a product; a SKU or barcode another product has is a DuplicateProductCodeError. */
  async add(product: Product): Promise<void> {
    try {
      await this.em.persistAndFlush(product);
    } catch (error) {
      throw duplicateCode(error, product);
    }
  }

  /** Writes the changes made to a product found here, its codes checked as `add`'s. */
  async save(product: Product): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      throw duplicateCode(error, product);
    }
  }

  /**
   * A page of products by name. `metadata` keeps those whose custom values include every
   * given pair (`@>`, served by a GIN index); `search`, those it finds (productSearch); the
   * total counts only those.
   */
  async page(
    providerId: string,
    page: { limit: number; offset: number },
    metadata?: Record<string, unknown>,
    search?: string,
  ): Promise<{ products: ProductView[]; total: number }> {
    const sql = this.em.getConnection();
    const filter = metadata ? JSON.stringify(metadata) : null;
    const found = productSearch(search);
    const where = `provider_id = ? AND (?::jsonb IS NULL OR metadata @> ?::jsonb)${found.condition}`;
    const values = [providerId, filter, filter, ...found.values];
    const [products, counted] = await Promise.all([
      sql.execute<ProductRow[]>(
        // The page's ids come from the (provider, lower(name), id) index alone; only those 50
        // rows are then read whole, so a deep page never sorts wide rows.
        `WITH page AS (
           SELECT id FROM catalog_products
            WHERE ${where}
            ORDER BY lower(name), id LIMIT ? OFFSET ?
         )
         SELECT p.id, p.provider_id, p.name, p.price, p.photo, p.active, p.metadata, p.sku,
                p.barcode, p.track_lots, p.tax_rate, p.min_quantity, p.case_pack, p.price_breaks
           FROM page JOIN catalog_products p USING (id)
          ORDER BY lower(p.name), p.id`,
        [...values, page.limit, page.offset],
      ),
      sql.execute<{ total: string }[]>(
        `SELECT count(*) AS total FROM catalog_products WHERE ${where}`,
        values,
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

  /**
   * Products whose SKU is one of `skus` (lower case), active or not. The SKU index finds their
   * ids; the products are then read as `byIds` reads them, so both answer the same fields.
   */
  async bySkus(providerId: string, skus: readonly string[]): Promise<ProductView[]> {
    if (skus.length === 0) return [];
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM catalog_products
        WHERE provider_id = $1 AND lower(sku) = ANY($2::text[]) AND sku IS NOT NULL`,
      [providerId, [...skus]],
    );
    return this.byIds(
      providerId,
      rows.map((row) => row.id),
    );
  }

  /** Every active product of a provider, by name. */
  async active(providerId: string): Promise<ProductView[]> {
    // Plain SQL and one collator: the portal's New order page reads a whole catalog here (10,000
    // products took 1.4 s with entities and a collator made per comparison; 60 ms this way).
    const products = await this.db.read(
      read(
        'catalog_products_active',
        `SELECT ${PRODUCT_COLUMNS} FROM catalog_products WHERE provider_id = $1 AND active`,
        [providerId],
        (rows: Parameters<typeof productView>[0][]) => rows.map(productView),
      ),
    );
    return products.sort(byProductName);
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

  /** The SKU and barcode of each of the provider's products that has one. */
  async codes(providerId: string): Promise<ProductCodes[]> {
    const { rows } = await this.db.query<ProductCodes>(
      `SELECT id, sku, barcode FROM catalog_products
        WHERE provider_id = $1 AND (sku IS NOT NULL OR barcode IS NOT NULL)`,
      [providerId],
    );
    return rows;
  }

  /**
   * The provider's active products whose name, SKU or barcode holds `search` (all of them
   * without one), by name, at most `limit`: what a stock count lists.
   */
  async matching(
    providerId: string,
    search: string | null,
    limit: number,
  ): Promise<Pick<ProductView, 'id' | 'name' | 'sku' | 'barcode'>[]> {
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const { rows } = await this.db.query<Pick<ProductView, 'id' | 'name' | 'sku' | 'barcode'>>(
      `SELECT id, name, sku, barcode FROM catalog_products
        WHERE provider_id = $1 AND active
          AND ($2::text IS NULL OR name ILIKE $2 OR sku ILIKE $2 OR barcode ILIKE $2)
        ORDER BY lower(name), id LIMIT $3`,
      [providerId, pattern, limit],
    );
    return rows;
  }

  /**
   * FindProducts: exact SKU or barcode first, then name or SKU prefixes, then names holding
   * the text (three characters on), each part bounded by `limit` so that a text most names hold
   * reads no more rows than the palette shows.
   */
  async findByText(providerId: string, text: string, limit: number): Promise<FoundProduct[]> {
    const patterns = searchPatterns(text);
    if (!patterns) return [];
    const { rows } = await this.db.query<FoundProduct>(
      `WITH hit AS (
         (SELECT id, 0 AS rank FROM catalog_products
           WHERE provider_id = $1 AND (lower(sku) = $2 OR barcode = $3) LIMIT $6)
         UNION ALL
         (SELECT id, 1 FROM catalog_products
           WHERE provider_id = $1 AND lower(name) COLLATE "C" LIKE $4
           ORDER BY lower(name) COLLATE "C" LIMIT $6)
         UNION ALL
         (SELECT id, 1 FROM catalog_products
           WHERE provider_id = $1 AND lower(sku) LIKE $4 LIMIT $6)
         UNION ALL
         (SELECT id, 2 FROM catalog_products
           WHERE $5::text IS NOT NULL AND provider_id = $1 AND lower(name) LIKE $5 LIMIT $6))
       SELECT p.id, p.name, p.sku, p.barcode, p.active
         FROM (SELECT id, min(rank) AS rank FROM hit GROUP BY id) h
         JOIN catalog_products p ON p.id = h.id
        ORDER BY h.rank, lower(p.name), p.id
        LIMIT $6`,
      [providerId, patterns.exact, text.trim(), patterns.prefix, patterns.infix, limit],
    );
    return rows;
  }

  /** The provider's products by name, a page at a time from one snapshot (the CSV export). */
  exportPages(providerId: string): AsyncGenerator<ProductLine[]> {
    return this.db.pages<ProductLine>(
      `SELECT id, name, price, active, metadata, sku, barcode, track_lots, min_quantity, case_pack
         FROM catalog_products WHERE provider_id = $1 ORDER BY lower(name), id`,
      [providerId],
    );
  }

  /**
   * Writes imported lines in the import's transaction: new ids are added, known ones updated
   * (their custom values merged; their SKU, barcode and ordering rules only when the file has
   * those columns; whether they keep lots only where a line says), and another provider's id is
   * left alone.
   */
  async upsert(
    tx: EntityManager,
    providerId: string,
    lines: readonly ProductLine[],
    columns: { sku: boolean; barcode: boolean; min_quantity: boolean; case_pack: boolean },
  ): Promise<void> {
    const codes = [
      columns.sku ? ', sku = excluded.sku' : '',
      columns.barcode ? ', barcode = excluded.barcode' : '',
      columns.min_quantity ? ', min_quantity = excluded.min_quantity' : '',
      columns.case_pack ? ', case_pack = excluded.case_pack' : '',
    ].join('');
    const json = JSON.stringify(lines);
    await tx.execute(
      `INSERT INTO catalog_products (id, provider_id, name, price, active, metadata, sku, barcode,
                                     min_quantity, case_pack)
       SELECT id, ?::uuid, name, price, active, metadata, sku, barcode, min_quantity, case_pack
         FROM jsonb_to_recordset(?::jsonb)
              AS t (id uuid, name text, price numeric, active boolean, metadata jsonb, sku text,
                    barcode text, min_quantity integer, case_pack integer)
       ON CONFLICT (id) DO UPDATE
          SET name = excluded.name, price = excluded.price, active = excluded.active,
              metadata = catalog_products.metadata || excluded.metadata, updated_at = now()${codes}
        WHERE catalog_products.provider_id = excluded.provider_id`,
      // One JSON parameter per chunk: the query builder would spread array parameters.
      [providerId, json],
    );
    // Track lots where a line says yes or no (a blank cell, or a file without the column,
    // leaves the setting as it is): the insert above cannot tell "no" from "not said".
    if (lines.some((line) => line.track_lots !== null))
      await tx.execute(
        `UPDATE catalog_products p SET track_lots = t.track_lots
           FROM jsonb_to_recordset(?::jsonb) AS t (id uuid, track_lots boolean)
          WHERE p.id = t.id AND p.provider_id = ?::uuid AND t.track_lots IS NOT NULL
            AND p.track_lots <> t.track_lots`,
        [json, providerId],
      );
  }
}

/**
 * Products of a provider by id (those that exist), as a read to run on any database handle:
 * the operator's CLI, which has no ORM, names products with it too.
 */
/** A product's columns as `productView` reads them. */
const PRODUCT_COLUMNS = `id, provider_id AS "providerId", name, price::text AS price, photo, active,
       metadata, sku, barcode, track_lots, tax_rate::text AS tax_rate, min_quantity, case_pack,
       price_breaks`;

export function productsByIdsRead(providerId: string, ids: readonly string[]): Read<ProductView[]> {
  // Plain SQL: every order placed and every order shown reads its products here.
  return read(
    'catalog_products_by_ids',
    `SELECT ${PRODUCT_COLUMNS}
       FROM catalog_products WHERE provider_id = $1 AND id = ANY($2::uuid[])`,
    [providerId, [...ids]],
    (rows: Parameters<typeof productView>[0][]) => rows.map(productView),
  );
}
