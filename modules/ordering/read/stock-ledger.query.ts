import { Injectable } from '@nestjs/common';
import { ClientReads } from '../../clients';
import { ProvidersDirectory } from '../../identity';
import { Database, Queryable } from '../../platform';
import type { LedgerEntry } from './stock-history.types';

export type { LedgerEntry };

export interface LedgerFilter {
  productId?: string;
  locationId?: string;
  from?: Date;
  to?: Date;
}

/** A cell's figures at some moment. */
export interface StockFigure {
  product_id: string;
  location_id: string;
  current_stock: number;
  committed_stock: number;
}

/** How far a ledger page counts its total: beyond, the total reads "at least". */
export const LEDGER_COUNT_CAP = 10_000;

interface LedgerRow {
  event_id: string;
  product_id: string;
  location_id: string;
  at: Date;
  commit_position: string;
  prepare_position: string;
  event_type: LedgerEntry['event_type'];
  order_id: string;
  order_type: string;
  actor_id: string | null;
  actor_type: string | null;
  delta_current: number;
  delta_committed: number;
  running_current: number;
  running_committed: number;
}

function where(providerId: string, filter: LedgerFilter): { sql: string; values: unknown[] } {
  const values: unknown[] = [providerId];
  const clauses = ['provider_id = $1'];
  const add = (clause: string, value: unknown) => {
    values.push(value);
    clauses.push(clause.replace('?', `$${values.length}`));
  };
  if (filter.productId) add('product_id = ?', filter.productId);
  if (filter.locationId) add('location_id = ?', filter.locationId);
  if (filter.from) add('at >= ?', filter.from);
  if (filter.to) add('at <= ?', filter.to);
  return { sql: clauses.join(' AND '), values };
}

/**
 * Every cell's figures as they stood at `asOf`: for each (product, location) the running
 * figures of its last ledger row at or before then, found through the cell index. Only the
 * given products when `productIds` is set (a page of the grid). Rows' times never run backwards
 * along the commit order (see the projection), so this is every change committed by then.
 */
export async function stockAsOf(
  db: Queryable,
  providerId: string,
  asOf: Date,
  productIds?: readonly string[],
): Promise<StockFigure[]> {
  const { rows } = await db.query<StockFigure>(
    productIds
      ? `SELECT last.* FROM unnest($3::uuid[]) AS p (product_id)
           CROSS JOIN LATERAL (
             SELECT DISTINCT ON (location_id) product_id, location_id,
                    running_current AS current_stock, running_committed AS committed_stock
               FROM stock_ledger
              WHERE provider_id = $1 AND product_id = p.product_id AND at <= $2
              ORDER BY location_id, at DESC, commit_position DESC, prepare_position DESC) last`
      : `SELECT DISTINCT ON (product_id, location_id) product_id, location_id,
                running_current AS current_stock, running_committed AS committed_stock
           FROM stock_ledger WHERE provider_id = $1 AND at <= $2
          ORDER BY product_id, location_id, at DESC, commit_position DESC, prepare_position DESC`,
    productIds ? [providerId, asOf, [...productIds]] : [providerId, asOf],
  );
  return rows;
}

/** The stock ledger: a provider's stock changes, newest first, with who made them. */
@Injectable()
export class StockLedgerQuery {
  constructor(
    private readonly db: Database,
    private readonly directory: ProvidersDirectory,
    private readonly clients: ClientReads,
  ) {}

  async page(
    providerId: string,
    filter: LedgerFilter,
    page: { limit: number; offset: number },
  ): Promise<{ entries: LedgerEntry[]; total: number; capped: boolean }> {
    const { sql, values } = where(providerId, filter);
    const [{ rows }, counted] = await Promise.all([
      this.db.query<LedgerRow>(
        `SELECT event_id, product_id, location_id, at, commit_position::text, prepare_position::text,
                event_type, order_id, order_type, actor_id, actor_type, delta_current,
                delta_committed, running_current, running_committed
           FROM stock_ledger WHERE ${sql}
          -- By the columns, not the text forms selected under the same names: the index's order.
          ORDER BY stock_ledger.at DESC, stock_ledger.commit_position DESC,
                   stock_ledger.prepare_position DESC
          LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, page.limit, page.offset],
      ),
      this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM stock_ledger WHERE ${sql}
           LIMIT ${LEDGER_COUNT_CAP + 1}) counted`,
        values,
      ),
    ]);
    const names = await this.actorNames(providerId, rows);
    const n = counted.rows[0].n;
    return {
      entries: rows.map((row) => ({
        event_id: row.event_id,
        product_id: row.product_id,
        location_id: row.location_id,
        at: row.at.toISOString(),
        position: `${row.commit_position}/${row.prepare_position}`,
        event_type: row.event_type,
        order_id: row.order_id,
        order_type: row.order_type,
        actor: {
          id: row.actor_id,
          type: row.actor_type,
          name: row.actor_id ? (names.get(row.actor_id) ?? null) : null,
        },
        delta_current: row.delta_current,
        delta_committed: row.delta_committed,
        running_current: row.running_current,
        running_committed: row.running_committed,
      })),
      total: Math.min(n, LEDGER_COUNT_CAP),
      capped: n > LEDGER_COUNT_CAP,
    };
  }

  /** Users by email, clients by name. */
  async actorNames(
    providerId: string,
    actors: readonly { actor_id: string | null; actor_type: string | null }[],
  ): Promise<Map<string, string>> {
    const ids = (type: string) =>
      actors.filter((a) => a.actor_type === type && a.actor_id).map((a) => a.actor_id!);
    const [users, clients] = await Promise.all([
      this.directory.userEmails(ids('user')),
      this.clients.summaries(providerId, ids('client')),
    ]);
    return new Map([
      ...users,
      ...[...clients].map(([id, client]) => [id, client.name] as [string, string]),
    ]);
  }
}

/**
 * One ledger row as the audit replay compares it, in an array for speed: event id, product,
 * location, time (ISO, to the microsecond), commit and prepare position (text), the deltas and
 * the running figures.
 */
export type LedgerStep = [
  eventId: string,
  productId: string,
  locationId: string,
  at: string,
  commit: string,
  prepare: string,
  deltaCurrent: number,
  deltaCommitted: number,
  runningCurrent: number,
  runningCommitted: number,
];

/**
 * A provider's whole ledger in the order it answers in (time, then position), a page at a time:
 * the audit replay walks it beside the events in commit order. The next page is read while the
 * caller works through this one.
 */
export async function* ledgerInOrder(
  db: Queryable,
  providerId: string,
  pageSize = 10_000,
): AsyncGenerator<LedgerStep[]> {
  const read = (after: LedgerStep | undefined) => {
    const page = db
      .query<LedgerStep>({
        name: after ? 'stock_ledger_in_order_after' : 'stock_ledger_in_order',
        text: `SELECT event_id::text, product_id::text, location_id::text,
                      to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
                      commit_position::text, prepare_position::text, delta_current,
                      delta_committed, running_current, running_committed
                 FROM stock_ledger
                WHERE provider_id = $1 ${after ? 'AND (at, commit_position, prepare_position) > ($3::timestamptz, $4::bigint, $5::bigint)' : ''}
                ORDER BY stock_ledger.at, stock_ledger.commit_position, stock_ledger.prepare_position
                LIMIT $2`,
        values: after
          ? [providerId, pageSize, after[3], after[4], after[5]]
          : [providerId, pageSize],
        rowMode: 'array',
      } as Parameters<Queryable['query']>[0])
      .then((result) => result.rows);
    // A caller that stops early leaves the prefetched page unread.
    page.catch(() => undefined);
    return page;
  };
  let next = read(undefined);
  for (;;) {
    const rows = await next;
    if (rows.length === pageSize) next = read(rows[rows.length - 1]);
    yield rows;
    if (rows.length < pageSize) return;
  }
}
