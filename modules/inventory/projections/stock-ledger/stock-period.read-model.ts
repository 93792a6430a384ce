import { Queryable } from '../../../platform';
import type { LedgerEntryResponse as LedgerEntry } from '../../responses/stock-ledger.response.dto';

/**
 * A period of the stock ledger as an auditor's report reads it: the changes that apply after
 * `from` and by `to` (effective time), as known at `knownAt` (recorded by then). This is the
 * rule of `stockAsOf`, so the figures as of `from` plus these changes are the figures as of `to`
 * (both as known at `knownAt`): a back-dated correction counts in the period it applies to.
 */
export interface LedgerPeriod {
  from: Date;
  to: Date;
  knownAt: Date;
  locationId?: string;
}

/** The changes of one kind in one cell over the period, added up. */
export interface MovementTotal {
  product_id: string;
  location_id: string;
  /** ORDER, IN, OUT or ADJUST. */
  order_type: string;
  event_type: LedgerEntry['event_type'];
  /** An adjustment's reason (null: none given, or not an adjustment). */
  reason: LedgerEntry['reason'];
  changes: number;
  delta_current: number;
  delta_committed: number;
}

/** One adjustment of the period, with who made it (by id) and why. */
export interface PeriodAdjustment {
  event_id: string;
  order_id: string;
  product_id: string;
  location_id: string;
  /** When it was recorded and when it applies (ISO). */
  at: string;
  effective_at: string;
  position: string;
  actor_id: string | null;
  actor_type: string | null;
  reason: LedgerEntry['reason'];
  note: string | null;
  delta_current: number;
}

export interface LedgerPeriodAnswer {
  totals: MovementTotal[];
  /** The first `limit` adjustments in the order they apply; `adjustmentCount` counts them all. */
  adjustments: PeriodAdjustment[];
  adjustmentCount: number;
  /**
   * The global position (commit/prepare) of the newest change the figures as of `to` rest on,
   * within the period's scope: a signed checkpoint covers the report when it reaches it. Null
   * when no change applies by `to`.
   */
  lastPosition: string | null;
}

/** The period's rows: applying after $2 and by $3, recorded by $4 (and at $5, the location). */
const IN_PERIOD = (located: boolean) => `provider_id = $1 AND at > $2 AND at <= $4
  AND effective_at > $2 AND effective_at <= $3 ${located ? 'AND location_id = $5' : ''}`;

/** The movements, adjustments and newest position of a period of a provider's ledger. */
export async function ledgerPeriod(
  db: Queryable,
  providerId: string,
  period: LedgerPeriod,
  limit: number,
): Promise<LedgerPeriodAnswer> {
  const located = period.locationId !== undefined;
  const values: unknown[] = [providerId, period.from, period.to, period.knownAt];
  if (located) values.push(period.locationId);
  const recordedBy = new Date(Math.min(period.to.getTime(), period.knownAt.getTime()));
  const [totals, adjustments, counted, last] = await Promise.all([
    db.query<MovementTotal>(
      `SELECT product_id, location_id, order_type, event_type, adjust_reason AS reason,
              count(*)::int AS changes, sum(delta_current)::int AS delta_current,
              sum(delta_committed)::int AS delta_committed
         FROM stock_ledger WHERE ${IN_PERIOD(located)}
        GROUP BY product_id, location_id, order_type, event_type, adjust_reason`,
      values,
    ),
    db.query<PeriodAdjustment & { at: Date; effective_at: Date }>(
      `SELECT event_id, order_id, product_id, location_id, at, effective_at,
              commit_position || '/' || prepare_position AS position, actor_id, actor_type,
              adjust_reason AS reason, adjust_note AS note, delta_current
         FROM stock_ledger WHERE ${IN_PERIOD(located)} AND order_type = 'ADJUST'
        ORDER BY effective_at, commit_position, prepare_position
        LIMIT $${values.length + 1}`,
      [...values, limit],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM stock_ledger
        WHERE ${IN_PERIOD(located)} AND order_type = 'ADJUST'`,
      values,
    ),
    // The newest change recorded by `to`, or a later-recorded one back-dated to `to` or before.
    db.query<{ position: string }>(
      `SELECT commit_position || '/' || prepare_position AS position FROM (
         (SELECT commit_position, prepare_position FROM stock_ledger
           WHERE provider_id = $1 AND at <= $2 ${located ? 'AND location_id = $5' : ''}
           ORDER BY at DESC, commit_position DESC, prepare_position DESC LIMIT 1)
         UNION ALL
         (SELECT commit_position, prepare_position FROM stock_ledger
           WHERE provider_id = $1 AND effective_at < at AND effective_at <= $3 AND at > $2
             AND at <= $4 ${located ? 'AND location_id = $5' : ''}
           ORDER BY commit_position DESC, prepare_position DESC LIMIT 1)) newest
        ORDER BY commit_position DESC, prepare_position DESC LIMIT 1`,
      [providerId, recordedBy, period.to, period.knownAt, ...(located ? [period.locationId] : [])],
    ),
  ]);
  return {
    totals: totals.rows,
    adjustments: adjustments.rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      effective_at: row.effective_at.toISOString(),
    })),
    adjustmentCount: counted.rows[0].n,
    lastPosition: last.rows[0]?.position ?? null,
  };
}
