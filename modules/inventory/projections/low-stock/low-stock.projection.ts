import type { PoolClient } from 'pg';
import { occurredAt, Projection, RecordedEvent } from '../../../platform';
import {
  decideLowStock,
  REORDER_POINT_SET,
  reorderFactOf,
  UNWATCHED_CELL,
} from '../../domain/reorder-point';
import { STOCK_CHANGED } from '../../domain/stock-stream';
import {
  readStockCells,
  StockCell,
  stockCellKey,
  stockCellsTable,
  writeStockCells,
} from './stock-cells';

type CellData = { providerId: string; locationId: string; productId: string };

/** An alert raised (by the event `id`) or cleared, in the page's order. */
interface AlertChange extends CellData {
  id: string;
  crossing: 'raised' | 'cleared';
  at: string;
  available: number;
}

/** The cells of the page's stocks; a stock seen for the first time starts unwatched. */
async function loadCells(
  events: readonly RecordedEvent[],
  tx: PoolClient,
): Promise<Map<string, StockCell>> {
  const keys = new Map<string, CellData>();
  for (const event of events) {
    const { providerId, locationId, productId } = event.data as CellData;
    keys.set(stockCellKey({ locationId, productId }), { providerId, locationId, productId });
  }
  const found = await readStockCells(tx, 'reorder_cells', [...keys.values()]);
  const cells = new Map<string, StockCell>();
  for (const [key, data] of keys)
    cells.set(key, found.get(key) ?? { ...data, cell: UNWATCHED_CELL });
  return cells;
}

/** How many stocks are low per provider and location, moved by the page's crossings. */
async function saveCounts(changes: readonly AlertChange[], tx: PoolClient): Promise<void> {
  const deltas = new Map<string, { providerId: string; locationId: string; n: number }>();
  for (const change of changes) {
    const key = `${change.providerId}/${change.locationId}`;
    const entry = deltas.get(key) ?? {
      providerId: change.providerId,
      locationId: change.locationId,
      n: 0,
    };
    entry.n += change.crossing === 'raised' ? 1 : -1;
    deltas.set(key, entry);
  }
  const moved = [...deltas.values()].filter((d) => d.n !== 0);
  if (moved.length === 0) return;
  await tx.query(
    `INSERT INTO low_stock_counts (provider_id, location_id, n)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[])
     ON CONFLICT (provider_id, location_id) DO UPDATE SET n = low_stock_counts.n + excluded.n`,
    [moved.map((d) => d.providerId), moved.map((d) => d.locationId), moved.map((d) => d.n)],
  );
}

interface AlertRow extends AlertChange {
  clearedAt: string | null;
  clearedBy: string | null;
}

/**
 * The page's crossings in two statements: the alerts it raised (those it also cleared, cleared
 * already), and the clearing of alerts raised by earlier pages. Crossings of a stock alternate,
 * so a clear closes the stock's alert raised earlier in the page, or else its open alert.
 */
async function saveAlerts(changes: readonly AlertChange[], tx: PoolClient): Promise<void> {
  const raised: AlertRow[] = [];
  const open = new Map<string, AlertRow>();
  const clearedEarlier: AlertChange[] = [];
  for (const change of changes) {
    const key = `${change.locationId}/${change.productId}`;
    if (change.crossing === 'raised') {
      const row = { ...change, clearedAt: null, clearedBy: null };
      raised.push(row);
      open.set(key, row);
      continue;
    }
    const mine = open.get(key);
    if (mine) {
      mine.clearedAt = change.at;
      mine.clearedBy = change.id;
      open.delete(key);
    } else clearedEarlier.push(change);
  }
  if (clearedEarlier.length > 0)
    await tx.query(
      `UPDATE low_stock_alerts a SET cleared_at = c.at, cleared_by = c.id
         FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::uuid[])
           AS c (location_id, product_id, at, id)
        WHERE a.location_id = c.location_id AND a.product_id = c.product_id
          AND a.cleared_at IS NULL`,
      [
        clearedEarlier.map((c) => c.locationId),
        clearedEarlier.map((c) => c.productId),
        clearedEarlier.map((c) => c.at),
        clearedEarlier.map((c) => c.id),
      ],
    );
  if (raised.length > 0)
    await tx.query(
      `INSERT INTO low_stock_alerts (id, provider_id, location_id, product_id, raised_at,
         available_at_raise, cleared_at, cleared_by)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::timestamptz[],
         $6::int[], $7::timestamptz[], $8::uuid[])`,
      [
        raised.map((r) => r.id),
        raised.map((r) => r.providerId),
        raised.map((r) => r.locationId),
        raised.map((r) => r.productId),
        raised.map((r) => r.at),
        raised.map((r) => r.available),
        raised.map((r) => r.clearedAt),
        raised.map((r) => r.clearedBy),
      ],
    );
}

/**
 * Each stock's reorder point, the figures it is judged on, and its alerts: one row per
 * crossing down (`low_stock_alerts`), cleared when the stock recovers. Every event of a stock
 * goes through the pure `decideLowStock` in the stream's order, so a rebuild finds the very
 * same alerts.
 */
export const lowStockProjection: Projection = {
  name: 'low_stock',
  version: 1,
  handles: [STOCK_CHANGED, REORDER_POINT_SET],
  tables: ['reorder_cells', 'low_stock_alerts', 'low_stock_counts'],
  schema: `${stockCellsTable('reorder_cells')}
    CREATE INDEX reorder_cells_low ON reorder_cells (provider_id, low_since DESC, product_id,
      location_id) WHERE low_since IS NOT NULL;
    CREATE INDEX reorder_cells_set ON reorder_cells (provider_id, product_id)
      WHERE minimum IS NOT NULL;
    CREATE TABLE low_stock_alerts (
      id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      location_id uuid NOT NULL,
      product_id uuid NOT NULL,
      raised_at timestamptz NOT NULL,
      available_at_raise integer NOT NULL,
      cleared_at timestamptz,
      cleared_by uuid
    );
    CREATE INDEX low_stock_alerts_open ON low_stock_alerts (location_id, product_id)
      WHERE cleared_at IS NULL;
    CREATE INDEX low_stock_alerts_by_provider ON low_stock_alerts (provider_id, raised_at);
    -- How many stocks are low, per provider and location: the badge and the list's total
    -- without counting rows.
    CREATE TABLE low_stock_counts (
      provider_id uuid NOT NULL,
      location_id uuid NOT NULL,
      n integer NOT NULL,
      PRIMARY KEY (provider_id, location_id)
    );
    CREATE INDEX low_stock_alerts_cleared ON low_stock_alerts (cleared_by)
      WHERE cleared_by IS NOT NULL;
  `,
  async apply(events, tx) {
    if (events.length === 0) return;
    const cells = await loadCells(events, tx);
    const alerts: AlertChange[] = [];
    for (const event of events) {
      const data = event.data as CellData;
      const tracked = cells.get(stockCellKey(data))!;
      const { cell, crossing } = decideLowStock(
        tracked.cell,
        reorderFactOf(event.type, event.data, occurredAt(event)),
      );
      tracked.cell = cell;
      if (crossing)
        alerts.push({
          ...data,
          providerId: tracked.providerId,
          id: event.id,
          crossing,
          at: occurredAt(event),
          available: cell.available,
        });
    }
    await writeStockCells(tx, 'reorder_cells', [...cells.values()]);
    await saveAlerts(alerts, tx);
    await saveCounts(alerts, tx);
  },
};
