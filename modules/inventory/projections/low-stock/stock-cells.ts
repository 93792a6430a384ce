import type { PoolClient } from 'pg';
import { ReorderCell, suggestedQuantity } from '../../domain/reorder-point';

/** A stock (product at a location, of a provider) and the figures it is judged on. */
export interface StockCell {
  providerId: string;
  locationId: string;
  productId: string;
  cell: ReorderCell;
}

export const stockCellKey = (stock: { locationId: string; productId: string }) =>
  `${stock.locationId}/${stock.productId}`;

/** The CREATE TABLE of a table of stock cells named `table` (see readStockCells). */
export function stockCellsTable(table: string): string {
  return `
    CREATE TABLE ${table} (
      provider_id uuid NOT NULL,
      location_id uuid NOT NULL,
      product_id uuid NOT NULL,
      available integer NOT NULL,
      in_transit integer NOT NULL,
      minimum integer,
      reorder_quantity integer,
      low_since timestamptz,
      -- What to order while low (0 otherwise), by suggestedQuantity: the screens, the digest
      -- and the assistant read the one figure.
      suggested_quantity integer NOT NULL DEFAULT 0,
      PRIMARY KEY (location_id, product_id)
    );`;
}

/**
 * Reads and writes a table of stock cells: the Low stock view's `reorder_cells`, or the copy
 * another read model keeps to decide crossings by itself (the webhooks' outbox), in the columns
 * `provider_id, location_id, product_id, available, in_transit, minimum, reorder_quantity,
 * low_since, suggested_quantity`, keyed by (location_id, product_id). `table` is a constant of
 * the caller's schema, never input.
 */
export async function readStockCells(
  tx: PoolClient,
  table: string,
  stocks: readonly { locationId: string; productId: string }[],
): Promise<Map<string, StockCell>> {
  const cells = new Map<string, StockCell>();
  if (stocks.length === 0) return cells;
  const { rows } = await tx.query(
    `SELECT c.* FROM ${table} c
       JOIN unnest($1::uuid[], $2::uuid[]) AS k (location_id, product_id)
         ON c.location_id = k.location_id AND c.product_id = k.product_id`,
    [stocks.map((s) => s.locationId), stocks.map((s) => s.productId)],
  );
  for (const row of rows)
    cells.set(stockCellKey({ locationId: row.location_id, productId: row.product_id }), {
      providerId: row.provider_id,
      locationId: row.location_id,
      productId: row.product_id,
      cell: {
        available: row.available,
        inTransit: row.in_transit,
        minimum: row.minimum,
        reorderQuantity: row.reorder_quantity,
        lowSince: row.low_since ? new Date(row.low_since).toISOString() : null,
      },
    });
  return cells;
}

/** Writes the cells (insert or replace), with what to order while low (0 otherwise). */
export async function writeStockCells(
  tx: PoolClient,
  table: string,
  cells: readonly StockCell[],
): Promise<void> {
  if (cells.length === 0) return;
  await tx.query(
    `INSERT INTO ${table} (provider_id, location_id, product_id, available, in_transit,
       minimum, reorder_quantity, low_since, suggested_quantity)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::int[], $6::int[],
       $7::int[], $8::timestamptz[], $9::int[])
     ON CONFLICT (location_id, product_id) DO UPDATE
       SET available = excluded.available, in_transit = excluded.in_transit,
           minimum = excluded.minimum, reorder_quantity = excluded.reorder_quantity,
           low_since = excluded.low_since, suggested_quantity = excluded.suggested_quantity`,
    [
      cells.map((c) => c.providerId),
      cells.map((c) => c.locationId),
      cells.map((c) => c.productId),
      cells.map((c) => c.cell.available),
      cells.map((c) => c.cell.inTransit),
      cells.map((c) => c.cell.minimum),
      cells.map((c) => c.cell.reorderQuantity),
      cells.map((c) => c.cell.lowSince),
      cells.map((c) => (c.cell.lowSince === null ? 0 : suggestedQuantity(c.cell))),
    ],
  );
}
