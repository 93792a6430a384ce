import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { ApiKeyStore } from '../../../api-keys';
import { ClientsReadModel } from '../../../clients';
import { ProvidersDirectory } from '../../../identity';
import {
  CSV_COPY_OPTIONS,
  csvTextSql,
  Database,
  isoTimeSql,
  nameMapSql,
  Queryable,
} from '../../../platform';
import type {
  ExplainedBalanceResponse as ExplainedBalance,
  ExplainedChangeResponse as ExplainedChange,
  LedgerEntryResponse as LedgerEntry,
  LedgerLotChangeResponse as LedgerLotChange,
} from '../../responses/stock-ledger.response.dto';
import { LEDGER_ENTRY } from './stock-ledger.projection';

export type { ExplainedBalance, ExplainedChange, LedgerEntry, LedgerLotChange };

export interface LedgerFilter {
  productId?: string;
  locationId?: string;
  from?: Date;
  to?: Date;
  /** Only the changes recorded by then (the ledger as it was known at that moment). */
  knownAt?: Date;
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
  effective_at: Date;
  adjust_reason: LedgerEntry['reason'];
  adjust_note: string | null;
}

const LEDGER_COLUMNS = `event_id, product_id, location_id, at, commit_position::text,
  prepare_position::text, event_type, order_id, order_type, actor_id, actor_type, delta_current,
  delta_committed, running_current, running_committed, effective_at, adjust_reason, adjust_note`;

function where(providerId: string, filter: LedgerFilter): { sql: string; values: unknown[] } {
  const values: unknown[] = [providerId];
  // Typed casts: the CSV export binds these as text settings (Database.copyOut).
  const clauses = ['provider_id = $1::uuid'];
  const add = (clause: string, value: unknown) => {
    values.push(value);
    clauses.push(clause.replace('?', `$${values.length}`));
  };
  if (filter.productId) add('product_id = ?::uuid', filter.productId);
  if (filter.locationId) add('location_id = ?::uuid', filter.locationId);
  if (filter.from) add('at >= ?::timestamptz', filter.from);
  if (filter.to) add('at <= ?::timestamptz', filter.to);
  if (filter.knownAt) add('at <= ?::timestamptz', filter.knownAt);
  return { sql: clauses.join(' AND '), values };
}

/** A cell's last row recorded by $2, for the products of $3 (all of the provider's without). */
const LAST_RECORDED = (some: boolean) =>
  some
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
        ORDER BY product_id, location_id, at DESC, commit_position DESC, prepare_position DESC`;

/**
 * Every cell's figures as they stood at `asOf`, as known at `knownAt` (default: as known at
 * `asOf` itself, the changes recorded by then): the changes that apply at or before `asOf` and
 * were recorded by `knownAt`. Only the given products when `productIds` is set (a page of the
 * grid).
 *
 * A change applies no later than it is recorded, so every change recorded by the earlier of the
 * two moments counts: the running figures of the cell's last row by then (the cell index; rows'
 * times never run backwards along the commit order, see the projection). Known later than
 * `asOf`, the back-dated changes recorded after `asOf` and by `knownAt` that apply at or before
 * `asOf` add theirs (the partial index of back-dated rows, a handful). One event, two indexes:
 * nothing recorded before a correction is rewritten or reposted.
 */
export async function stockAsOf(
  db: Queryable,
  providerId: string,
  asOf: Date,
  productIds?: readonly string[],
  knownAt: Date = asOf,
): Promise<StockFigure[]> {
  const some = productIds !== undefined;
  const values: unknown[] = [providerId, knownAt < asOf ? knownAt : asOf];
  if (some) values.push([...productIds]);
  if (knownAt <= asOf) {
    const { rows } = await db.query<StockFigure>(LAST_RECORDED(some), values);
    return rows;
  }
  values.push(asOf, knownAt);
  const at = some ? 4 : 3;
  const { rows } = await db.query<StockFigure>(
    `WITH recorded AS (${LAST_RECORDED(some)}),
     late AS (
       SELECT product_id, location_id, sum(delta_current)::int AS current_stock,
              sum(delta_committed)::int AS committed_stock
         FROM stock_ledger
        WHERE provider_id = $1 ${some ? 'AND product_id = ANY($3::uuid[])' : ''}
          AND effective_at < at AND effective_at <= $${at} AND at > $2 AND at <= $${at + 1}
        GROUP BY product_id, location_id)
     SELECT coalesce(r.product_id, l.product_id) AS product_id,
            coalesce(r.location_id, l.location_id) AS location_id,
            coalesce(r.current_stock, 0) + coalesce(l.current_stock, 0) AS current_stock,
            coalesce(r.committed_stock, 0) + coalesce(l.committed_stock, 0) AS committed_stock
       FROM recorded r FULL JOIN late l USING (product_id, location_id)`,
    values,
  );
  return rows;
}

/** The stock ledger: a provider's stock changes, newest first, with who made them. */
@Injectable()
export class StockLedgerReadModel {
  constructor(
    private readonly db: Database,
    private readonly directory: ProvidersDirectory,
    private readonly clients: ClientsReadModel,
    private readonly apiKeys: ApiKeyStore,
  ) {}

  async page(
    providerId: string,
    filter: LedgerFilter,
    page: { limit: number; offset: number },
  ): Promise<{ entries: LedgerEntry[]; total: number; capped: boolean }> {
    const { sql, values } = where(providerId, filter);
    const [{ rows }, counted] = await Promise.all([
      this.db.query<LedgerRow>(
        `SELECT ${LEDGER_COLUMNS}
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
    const [names, lots] = await Promise.all([
      this.actorNames(providerId, rows),
      lotChanges(this.db, rows),
    ]);
    const n = counted.rows[0].n;
    return {
      entries: rows.map((row) => withLots(entryOf(row, names), lots)),
      total: Math.min(n, LEDGER_COUNT_CAP),
      capped: n > LEDGER_COUNT_CAP,
    };
  }

  /**
   * Every change the filter matches, newest first, as CSV lines (LEDGER_CSV_HEADER's columns)
   * that PostgreSQL writes, the actor named (a user by email, a client or an API key by name,
   * else its id): the CSV export, the whole ledger unless `page` limits it as the list's page
   * does. The names are maps built once (init plans), so the rows keep the index's order.
   */
  linesCsv(
    providerId: string,
    filter: LedgerFilter,
    page: { limit?: number; offset?: number } = {},
  ): Promise<Readable> {
    const { sql, values } = where(providerId, filter);
    const users = `(SELECT jsonb_object_agg(u.id::text, u.email) FROM (${this.directory.emailsSql}) u
      WHERE u.id::text IN (SELECT actor_id FROM stock_ledger
                            WHERE provider_id = $1::uuid AND actor_type = 'user'))`;
    return this.db.copyOut(
      `SELECT at, position, product_id, location_id, event_type, order_type, order_id, actor_type,
              ${csvTextSql('actor')} AS actor, delta_current, delta_committed, running_current,
              running_committed, effective_at, reason, ${csvTextSql('note')} AS note
         FROM (
           SELECT ${isoTimeSql('l.at')} AS at,
                  l.commit_position::text || '/' || l.prepare_position::text AS position,
                  l.product_id, l.location_id, l.event_type, l.order_type, l.order_id, l.actor_type,
                  coalesce(CASE l.actor_type
                             WHEN 'user' THEN ${users} ->> l.actor_id
                             WHEN 'client' THEN ${nameMapSql(this.clients.namesSql)} ->> l.actor_id
                             WHEN 'api_key' THEN ${nameMapSql(this.apiKeys.namesSql)} ->> l.actor_id
                           END, l.actor_id) AS actor,
                  l.delta_current, l.delta_committed, l.running_current, l.running_committed,
                  ${isoTimeSql('l.effective_at')} AS effective_at, l.adjust_reason AS reason,
                  l.adjust_note AS note
             FROM stock_ledger l WHERE ${sql}
            ORDER BY l.at DESC, l.commit_position DESC, l.prepare_position DESC
            LIMIT ${page.limit === undefined ? 'ALL' : Number(page.limit)} OFFSET ${Number(page.offset ?? 0)}) line`,
      values,
      CSV_COPY_OPTIONS,
    );
  }

  /**
   * The changes that made one cell's figures: as they stand (all of them), or as of `asOf` as
   * known at `knownAt` (default now), the changes that apply by `asOf` and were recorded by
   * `knownAt`: the same rule as `stockAsOf`, so the last running figure is the one shown. Oldest
   * first, in the order they apply (effective time, then commit order); only the last `limit`
   * are listed, what came before them is brought forward as one figure.
   */
  async explain(
    providerId: string,
    cell: { productId: string; locationId: string },
    moment: { asOf?: Date; knownAt?: Date },
    limit: number,
  ): Promise<ExplainedBalance> {
    const values: unknown[] = [providerId, cell.productId, cell.locationId];
    const clauses: string[] = [];
    if (moment.asOf) {
      values.push(moment.asOf);
      clauses.push(`effective_at <= $${values.length}`);
    }
    if (moment.asOf || moment.knownAt) {
      values.push(moment.knownAt ?? new Date());
      clauses.push(`at <= $${values.length}`);
    }
    values.push(limit);
    const { rows } = await this.db.query<
      LedgerRow & { balance_current: number; balance_committed: number; n: number; listed: boolean }
    >(
      `WITH counted AS (
         SELECT ${LEDGER_COLUMNS},
                (sum(delta_current) OVER w)::int AS balance_current,
                (sum(delta_committed) OVER w)::int AS balance_committed,
                count(*) OVER ()::int AS n,
                row_number() OVER w AS k
           FROM stock_ledger
          WHERE provider_id = $1 AND product_id = $2 AND location_id = $3
                ${clauses.map((c) => `AND ${c}`).join(' ')}
         WINDOW w AS (ORDER BY effective_at, commit_position, prepare_position))
       SELECT *, k > n - $${values.length} AS listed FROM counted
        WHERE k >= n - $${values.length}
        ORDER BY effective_at, commit_position, prepare_position`,
      values,
    );
    const listed = rows.filter((row) => row.listed);
    const before = rows.find((row) => !row.listed);
    const last = rows[rows.length - 1];
    const [names, lots] = await Promise.all([
      this.actorNames(providerId, listed),
      lotChanges(this.db, listed),
    ]);
    return {
      product_id: cell.productId,
      location_id: cell.locationId,
      as_of: moment.asOf?.toISOString() ?? null,
      known_at: moment.knownAt?.toISOString() ?? null,
      current_stock: last?.balance_current ?? 0,
      committed_stock: last?.balance_committed ?? 0,
      brought_forward: {
        current: before?.balance_current ?? 0,
        committed: before?.balance_committed ?? 0,
        changes: last ? last.n - listed.length : 0,
      },
      changes: listed.map((row) => ({
        ...withLots(entryOf(row, names), lots),
        balance_current: row.balance_current,
        balance_committed: row.balance_committed,
      })),
    };
  }

  /** Users by email, clients and API keys by name. */
  async actorNames(
    providerId: string,
    actors: readonly { actor_id: string | null; actor_type: string | null }[],
  ): Promise<Map<string, string>> {
    const ids = (type: string) =>
      actors.filter((a) => a.actor_type === type && a.actor_id).map((a) => a.actor_id!);
    const [users, clients, keys] = await Promise.all([
      this.directory.userEmails(ids('user')),
      this.clients.summaries(providerId, ids('client')),
      this.apiKeys.names(providerId, ids('api_key')),
    ]);
    return new Map([
      ...users,
      ...keys,
      ...[...clients].map(([id, client]) => [id, client.name] as [string, string]),
    ]);
  }
}

/** A ledger row as the screens read it, the actor named. */
function entryOf(row: LedgerRow, names: ReadonlyMap<string, string>): LedgerEntry {
  return {
    event_id: row.event_id,
    product_id: row.product_id,
    location_id: row.location_id,
    at: row.at.toISOString(),
    effective_at: row.effective_at.toISOString(),
    position: `${row.commit_position}/${row.prepare_position}`,
    event_type: row.event_type,
    order_id: row.order_id,
    order_type: row.order_type,
    actor: {
      id: row.actor_id,
      type: row.actor_type,
      name: row.actor_id ? (names.get(row.actor_id) ?? null) : null,
    },
    reason: row.adjust_reason,
    note: row.adjust_note,
    delta_current: row.delta_current,
    delta_committed: row.delta_committed,
    running_current: row.running_current,
    running_committed: row.running_committed,
  };
}

/**
 * The lots each of these changes moved (lot_movements, by event), earliest expiry first: only
 * changes of stocks that keep lots have any, so every other change reads as it always did.
 */
async function lotChanges(
  db: Queryable,
  rows: readonly { event_id: string }[],
): Promise<Map<string, LedgerLotChange[]>> {
  const byEvent = new Map<string, LedgerLotChange[]>();
  if (rows.length === 0) return byEvent;
  const { rows: moved } = await db.query<LedgerLotChange & { event_id: string }>(
    `SELECT event_id, lot AS lot_code, to_char(expiry, 'YYYY-MM-DD') AS expiry_date,
            delta_current, delta_committed, running_current, running_committed
       FROM lot_movements WHERE event_id = ANY($1::uuid[])
      ORDER BY event_id, expiry NULLS LAST, lot`,
    [rows.map((row) => row.event_id)],
  );
  for (const { event_id, ...change } of moved)
    byEvent.set(event_id, [...(byEvent.get(event_id) ?? []), change]);
  return byEvent;
}

/** The entry with the lots its change moved, when it moved any (no `lots` key otherwise). */
function withLots<E extends LedgerEntry>(
  entry: E,
  lots: ReadonlyMap<string, LedgerLotChange[]>,
): E {
  const moved = lots.get(entry.event_id);
  return moved ? { ...entry, lots: moved } : entry;
}

/** Where a walk through the ledger in its order stands: after this row. */
export interface LedgerKey {
  /** The row's time (ISO). */
  at: string;
  commit: string;
  prepare: string;
}

const AFTER =
  'AND (at, commit_position, prepare_position) > ($3::timestamptz, $4::bigint, $5::bigint)';
const keyValues = (after: LedgerKey | undefined) =>
  after ? [after.at, after.commit, after.prepare] : [];

/**
 * A page of the ledger in its order, as the audit replay checks it: up to `limit` rows after
 * `after` (from the start when undefined), how many, and the SHA-256 (hex) of their entries'
 * SHA-256 hashes one after the other (`LEDGER_ENTRY`, hashed by PostgreSQL in each row's
 * `entry_hash`). Read from the time index alone, which includes the hashes: a replay of a
 * million events builds no entry in PostgreSQL. Each entry names its event's position, so rows
 * out of commit order differ from what the events call for.
 */
export async function ledgerDigest(
  db: Queryable,
  providerId: string,
  after: LedgerKey | undefined,
  limit: number,
): Promise<{ rows: number; digest: string }> {
  const { rows } = await db.query<{ rows: number; digest: string | null }>({
    name: after ? 'stock_ledger_digest_after' : 'stock_ledger_digest',
    text: `SELECT count(*)::int AS rows,
                  encode(sha256(string_agg(entry_hash, ''::bytea
                    ORDER BY at, commit_position, prepare_position)), 'hex') AS digest
             FROM (SELECT entry_hash, at, commit_position, prepare_position
                     FROM stock_ledger
                    WHERE provider_id = $1 ${after ? AFTER : ''}
                    ORDER BY at, commit_position, prepare_position
                    LIMIT $2) page`,
    values: [providerId, limit, ...keyValues(after)],
  });
  return { rows: rows[0].rows, digest: rows[0].digest ?? '' };
}

/** One ledger row in full, for the page whose hashes differed: its entry, event and position. */
export interface LedgerRowOf {
  entry: string;
  eventId: string;
  commit: string;
  prepare: string;
}

/** `limit` rows of the ledger in its order after `after` (from the start when undefined). */
export async function ledgerRows(
  db: Queryable,
  providerId: string,
  after: LedgerKey | undefined,
  limit: number,
): Promise<LedgerRowOf[]> {
  const { rows } = await db.query<LedgerRowOf>(
    `SELECT ${LEDGER_ENTRY} AS entry, event_id::text AS "eventId",
            commit_position::text AS commit, prepare_position::text AS prepare
       FROM stock_ledger WHERE provider_id = $1 ${after ? AFTER : ''}
      ORDER BY stock_ledger.at, stock_ledger.commit_position, stock_ledger.prepare_position
      LIMIT $2`,
    [providerId, limit, ...keyValues(after)],
  );
  return rows;
}
