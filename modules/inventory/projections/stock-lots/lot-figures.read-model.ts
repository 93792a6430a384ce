import { Queryable } from '../../../platform';

/** A lot's figures at some moment, as the audit replay compares them. */
export interface LotFigure {
  product_id: string;
  location_id: string;
  lot: string;
  current_stock: number;
  committed_stock: number;
}

/**
 * Each lot's figures as of `$asOf` as known at `$knownAt`, by the rule the Stock grid's figures
 * follow (read/stock-ledger.query, `stockAsOf`), on the stock ledger's own clock: a lot's change
 * counts when its stock change does. The running figures of the lot's last change recorded by
 * `$recordedBy` (the earlier of the two moments; ledger times never run backwards along the
 * commit order, so this is a prefix of what committed), plus, known later than `asOf`, the lot
 * deltas of back-dated changes recorded after it (by `knownAt`) that apply at or before it.
 * Lots at zero are left out. `$n` names the parameters' positions.
 */
export function lotsAsOf(
  $: Record<'provider' | 'product' | 'location' | 'recordedBy' | 'asOf' | 'knownAt', string>,
): string {
  const mine = `m.provider_id = ${$.provider}
      AND (${$.product}::uuid IS NULL OR m.product_id = ${$.product})
      AND (${$.location}::uuid IS NULL OR m.location_id = ${$.location})`;
  return `(SELECT * FROM (
      SELECT coalesce(r.product_id, b.product_id) AS product_id,
             coalesce(r.location_id, b.location_id) AS location_id,
             coalesce(r.lot, b.lot) AS lot, coalesce(r.expiry, b.expiry) AS expiry,
             (coalesce(r.current_stock, 0) + coalesce(b.current_stock, 0))::int AS current_stock,
             (coalesce(r.committed_stock, 0) + coalesce(b.committed_stock, 0))::int AS committed_stock
        FROM (SELECT DISTINCT ON (m.product_id, m.location_id, m.lot) m.product_id, m.location_id,
                     m.lot, m.expiry, m.running_current AS current_stock,
                     m.running_committed AS committed_stock
                FROM lot_movements m JOIN stock_ledger s ON s.event_id = m.event_id
               WHERE ${mine} AND s.at <= ${$.recordedBy}
               ORDER BY m.product_id, m.location_id, m.lot, s.at DESC, s.commit_position DESC,
                        s.prepare_position DESC) r
        FULL JOIN (SELECT m.product_id, m.location_id, m.lot, max(m.expiry) AS expiry,
                          sum(m.delta_current) AS current_stock,
                          sum(m.delta_committed) AS committed_stock
                     FROM lot_movements m JOIN stock_ledger s ON s.event_id = m.event_id
                    WHERE ${mine} AND s.effective_at < s.at AND s.effective_at <= ${$.asOf}
                      AND s.at > ${$.recordedBy} AND s.at <= ${$.knownAt}
                    GROUP BY m.product_id, m.location_id, m.lot) b
          ON b.product_id = r.product_id AND b.location_id = r.location_id AND b.lot = r.lot) a
     WHERE a.current_stock <> 0 OR a.committed_stock <> 0)`;
}

/**
 * Every lot of the provider holding units as of `asOf`, as known then (the changes recorded by
 * that moment, none recorded after): the lots' side of `stockAsOf` with its default `knownAt`.
 */
export async function lotFiguresAsOf(
  db: Queryable,
  providerId: string,
  asOf: Date,
): Promise<LotFigure[]> {
  const at = '$4::timestamptz';
  const { rows } = await db.query<LotFigure>(
    `SELECT product_id, location_id, lot, current_stock, committed_stock
       FROM ${lotsAsOf({ provider: '$1', product: '$2', location: '$3', recordedBy: at, asOf: at, knownAt: at })} l`,
    [providerId, null, null, asOf],
  );
  return rows;
}

/** Every lot of the provider holding units now, as the lots read model keeps them. */
export async function currentLotFigures(db: Queryable, providerId: string): Promise<LotFigure[]> {
  const { rows } = await db.query<LotFigure>(
    `SELECT product_id, location_id, lot, current_stock, committed_stock FROM stock_lots
      WHERE provider_id = $1 AND (current_stock <> 0 OR committed_stock <> 0)`,
    [providerId],
  );
  return rows;
}
