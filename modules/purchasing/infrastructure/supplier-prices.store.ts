import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { ProductsService } from '../../catalog';
import { Database, notFound, searchPatterns } from '../../platform';
import { SupplierPriceFields } from '../domain/supplier-price';
import { supplierNotFound } from './suppliers.store';

export interface SupplierPriceView extends SupplierPriceFields {
  supplier: { id: string; name: string; currency: string; active: boolean };
  product: { id: string; name: string; sku: string | null };
  /** The supplier's currency, which the unit price is in. */
  currency: string;
  updated_at: string;
}

/** A price as one file line writes it: the supplier and product found by name and SKU. */
export interface SupplierPriceLine extends SupplierPriceFields {
  supplier_id: string;
  product_id: string;
}

interface PriceRow extends SupplierPriceFields {
  supplier_id: string;
  supplier_name: string;
  currency: string;
  supplier_active: boolean;
  product_id: string;
  updated_at: Date;
}

/** An export's row: the supplier by name, the product by SKU and name. */
export interface SupplierPriceExportRow extends SupplierPriceFields {
  supplier: string;
  currency: string;
  sku: string | null;
  product: string;
}

const COLUMNS = `p.supplier_id, s.name AS supplier_name, s.currency, s.active AS supplier_active,
  p.product_id, p.supplier_sku, p.unit_price::text AS unit_price, p.pack_size,
  p.min_order_quantity, p.preferred, p.updated_at`;

export const productNotFound = () => notFound('No such product.');
const priceNotFound = () => notFound('This supplier has no price for this product.');

/**
 * Suppliers' prices per product. A product has at most one preferred supplier: making one
 * preferred clears the others in the same transaction, under a lock on the product's key so
 * that two at once queue; the partial unique index holds it whatever else happens.
 */
@Injectable()
export class SupplierPricesStore {
  constructor(
    private readonly db: Database,
    private readonly products: ProductsService,
  ) {}

  /** The product, if it is one of the provider's; else a 404 (another provider's included). */
  async product(providerId: string, productId: string) {
    const [product] = await this.products.byIds(providerId, [productId]);
    if (!product) throw productNotFound();
    return product;
  }

  /** Sets (adds or replaces) the supplier's price for a product of the provider. */
  async set(
    providerId: string,
    supplierId: string,
    productId: string,
    price: SupplierPriceFields,
  ): Promise<SupplierPriceView> {
    await this.product(providerId, productId);
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        'SELECT 1 FROM purchasing_suppliers WHERE id = $1 AND provider_id = $2 FOR SHARE',
        [supplierId, providerId],
      );
      if (rows.length === 0) throw supplierNotFound();
      await write(tx, providerId, [{ ...price, supplier_id: supplierId, product_id: productId }]);
    });
    const [view] = await this.views(
      providerId,
      await this.rows(providerId, { supplierId, productId }),
    );
    return view;
  }

  async remove(providerId: string, supplierId: string, productId: string): Promise<void> {
    const { rowCount } = await this.db.query(
      `DELETE FROM purchasing_supplier_prices
        WHERE supplier_id = $1 AND product_id = $2 AND provider_id = $3`,
      [supplierId, productId, providerId],
    );
    if (!rowCount) {
      await this.supplierExists(providerId, supplierId);
      throw priceNotFound();
    }
  }

  /**
   * A page of a supplier's prices by product name; a search matches the product's name, its
   * SKU or the supplier's own SKU.
   */
  async ofSupplier(
    providerId: string,
    supplierId: string,
    search: string | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ prices: SupplierPriceView[]; total: number }> {
    await this.supplierExists(providerId, supplierId);
    const values: unknown[] = [providerId, supplierId];
    let where = '';
    const patterns = searchPatterns(search ?? '');
    if (patterns) {
      const bySku = await this.products.bySkus(providerId, [patterns.exact]);
      values.push(
        patterns.infix ?? patterns.prefix,
        bySku.map((product) => product.id),
      );
      where = `AND (lower(n.name) LIKE $3 OR lower(p.supplier_sku) LIKE $3
                    OR p.product_id = ANY($4::uuid[]))`;
    }
    values.push(page.limit, page.offset);
    const { rows } = await this.db.query<PriceRow & { total: string }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total
         FROM purchasing_supplier_prices p
         JOIN purchasing_suppliers s ON s.id = p.supplier_id
         JOIN (${this.products.namesSql}) n ON n.id = p.product_id AND n.provider_id = p.provider_id
        WHERE p.provider_id = $1 AND p.supplier_id = $2 ${where}
        ORDER BY lower(n.name), p.product_id
        LIMIT $${values.length - 1} OFFSET $${values.length}`,
      values,
    );
    return { prices: await this.views(providerId, rows), total: Number(rows[0]?.total ?? 0) };
  }

  /** A product's suppliers and their prices: the preferred first, then the cheapest. */
  async ofProduct(providerId: string, productId: string): Promise<SupplierPriceView[]> {
    await this.product(providerId, productId);
    return this.views(providerId, await this.rows(providerId, { productId }));
  }

  /**
   * Writes an import's prices in one transaction; a line that makes a supplier preferred
   * clears the product's other preferred supplier, as setting one price does.
   */
  async importAll(providerId: string, lines: readonly SupplierPriceLine[]): Promise<number> {
    await this.db.transaction((tx) => write(tx, providerId, lines));
    return lines.length;
  }

  /** Every price of the provider's suppliers, by supplier, a page at a time (the export). */
  async *exportPages(providerId: string): AsyncGenerator<SupplierPriceExportRow[]> {
    const pages = this.db.pages<PriceRow>(
      `SELECT ${COLUMNS} FROM purchasing_supplier_prices p
         JOIN purchasing_suppliers s ON s.id = p.supplier_id
        WHERE p.provider_id = $1 ORDER BY lower(s.name), p.supplier_id, p.product_id`,
      [providerId],
    );
    for await (const page of pages) {
      const views = await this.views(providerId, page);
      yield views.map((price) => ({
        ...price,
        supplier: price.supplier.name,
        sku: price.product.sku,
        product: price.product.name,
      }));
    }
  }

  private async supplierExists(providerId: string, supplierId: string): Promise<void> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM purchasing_suppliers WHERE id = $1 AND provider_id = $2',
      [supplierId, providerId],
    );
    if (rows.length === 0) throw supplierNotFound();
  }

  private async rows(
    providerId: string,
    of: { supplierId?: string; productId: string },
  ): Promise<PriceRow[]> {
    const { rows } = await this.db.query<PriceRow>(
      `SELECT ${COLUMNS} FROM purchasing_supplier_prices p
         JOIN purchasing_suppliers s ON s.id = p.supplier_id
        WHERE p.provider_id = $1 AND p.product_id = $2
          AND ($3::uuid IS NULL OR p.supplier_id = $3)
        ORDER BY p.preferred DESC, p.unit_price, lower(s.name)`,
      [providerId, of.productId, of.supplierId ?? null],
    );
    return rows;
  }

  /** The rows with their products' names and SKUs; a price of a product since removed is left out. */
  private async views(providerId: string, rows: readonly PriceRow[]): Promise<SupplierPriceView[]> {
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.map((row) => row.product_id))];
    const products = new Map(
      (await this.products.byIds(providerId, ids)).map((product) => [product.id, product]),
    );
    return rows.flatMap((row) => {
      const product = products.get(row.product_id);
      if (!product) return [];
      return [
        {
          supplier: {
            id: row.supplier_id,
            name: row.supplier_name,
            currency: row.currency,
            active: row.supplier_active,
          },
          product: { id: product.id, name: product.name, sku: product.sku ?? null },
          currency: row.currency,
          supplier_sku: row.supplier_sku,
          unit_price: row.unit_price,
          pack_size: row.pack_size,
          min_order_quantity: row.min_order_quantity,
          preferred: row.preferred,
          updated_at: row.updated_at.toISOString(),
        },
      ];
    });
  }
}

/**
 * Upserts prices; first, under a lock on each product whose preferred supplier the lines set,
 * the product's other preferred price is cleared (the partial unique index would refuse two).
 */
async function write(
  tx: PoolClient,
  providerId: string,
  lines: readonly SupplierPriceLine[],
): Promise<void> {
  const preferred = [...new Set(lines.filter((l) => l.preferred).map((l) => l.product_id))].sort();
  const json = JSON.stringify(lines);
  if (preferred.length > 0) {
    await tx.query(
      `SELECT pg_advisory_xact_lock(hashtextextended('purchasing-preferred-' || id, 0))
         FROM unnest($1::text[]) AS id`,
      [preferred],
    );
    await tx.query(
      `UPDATE purchasing_supplier_prices p SET preferred = false, updated_at = now()
         FROM jsonb_to_recordset($1::jsonb) AS t (supplier_id uuid, product_id uuid, preferred boolean)
        WHERE t.preferred AND p.preferred AND p.product_id = t.product_id
          AND p.supplier_id <> t.supplier_id`,
      [json],
    );
  }
  await tx.query(
    `INSERT INTO purchasing_supplier_prices (supplier_id, product_id, provider_id, supplier_sku,
       unit_price, pack_size, min_order_quantity, preferred)
     SELECT t.supplier_id, t.product_id, $1, t.supplier_sku, t.unit_price, t.pack_size,
            t.min_order_quantity, t.preferred
       FROM jsonb_to_recordset($2::jsonb) AS t (supplier_id uuid, product_id uuid,
            supplier_sku text, unit_price numeric, pack_size integer, min_order_quantity integer,
            preferred boolean)
     ON CONFLICT (supplier_id, product_id) DO UPDATE
        SET (supplier_sku, unit_price, pack_size, min_order_quantity, preferred, updated_at) =
            (excluded.supplier_sku, excluded.unit_price, excluded.pack_size,
             excluded.min_order_quantity, excluded.preferred, now())`,
    [providerId, json],
  );
}
