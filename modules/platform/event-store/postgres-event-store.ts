import { EventEmitter } from 'node:events';
import { Client, QueryArrayConfig } from 'pg';
import { Database, Queryable } from '../database/database';
import {
  AppendResult,
  DuplicateEventIdError,
  EventFieldPath,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadAllResult,
  ReadFieldsResult,
  RecordedEvent,
  StreamAppend,
  SubscribeOptions,
  WrongExpectedRevisionError,
} from './event-store.port';
import { followEvents } from './follow';
import { maxPosition, Position, START } from './position';

const NOTIFY_CHANNEL = 'event_store_appended';
const NOTIFY_WINDOW_MS = 20;

interface EventRow {
  event_id: string;
  type: string;
  data: string;
  metadata: string;
  stream_id: string;
  revision: bigint;
  transaction_id: bigint;
  sequence: bigint;
  created_at: number;
}

// data and metadata come as text, created_at as epoch milliseconds; all decoded on first use.
const COLUMNS =
  'event_id, type, data::text AS data, metadata::text AS metadata, stream_id, revision, transaction_id, sequence, (extract(epoch FROM created_at) * 1000)::float8 AS created_at';

/**
 * A stored event whose JSON and time are decoded on first use. Decoding every column of every
 * row dominated catch-up reads; a projection skips most events without touching their data.
 */
class StoredEvent implements RecordedEvent {
  readonly id: string;
  readonly type: string;
  readonly streamId: string;
  readonly revision: bigint;
  readonly position: Position;
  #data: string | { value: unknown };
  #metadata: string | EventMetadata;
  #createdAt: number | Date;

  constructor(row: EventRow) {
    this.id = row.event_id;
    this.type = row.type;
    this.streamId = row.stream_id;
    this.revision = row.revision;
    this.position = { commit: row.transaction_id, prepare: row.sequence };
    this.#data = row.data;
    this.#metadata = row.metadata;
    this.#createdAt = row.created_at;
  }

  get data(): unknown {
    if (typeof this.#data === 'string') this.#data = { value: JSON.parse(this.#data) };
    return this.#data.value;
  }

  get metadata(): EventMetadata {
    if (typeof this.#metadata === 'string') this.#metadata = JSON.parse(this.#metadata);
    return this.#metadata as EventMetadata;
  }

  get createdAt(): Date {
    if (typeof this.#createdAt === 'number') this.#createdAt = new Date(this.#createdAt);
    return this.#createdAt;
  }

  toJSON(): RecordedEvent {
    return { ...this, data: this.data, metadata: this.metadata, createdAt: this.createdAt };
  }
}

const expectedText = (expected: ExpectedRevision) =>
  typeof expected === 'bigint' ? expected.toString() : expected;

/**
 * What readAll and readAllFields share: the page's condition and the visible head, over the
 * parameters of `pageParameters` ($1-$6), below the horizon so that no page skips an event
 * a transaction still in flight will commit.
 */
const HORIZON = 'horizon AS MATERIALIZED (SELECT event_store_horizon() AS xmin)';
const PAGE_WHERE = `(transaction_id, sequence) > ($1::xid8, $2::bigint)
            AND transaction_id < (SELECT xmin FROM horizon)
            AND ($4::text[] IS NULL OR type = ANY($4::text[]))
            AND ($5::xid8 IS NULL OR (transaction_id, sequence) <= ($5::xid8, $6::bigint))
          ORDER BY transaction_id, sequence
          LIMIT $3`;
const HEAD_WHERE = `transaction_id < (SELECT xmin FROM horizon)
            AND ($5::xid8 IS NULL OR (transaction_id, sequence) <= ($5::xid8, $6::bigint))
          ORDER BY transaction_id DESC, sequence DESC
          LIMIT 1`;

const READ_ALL = `WITH ${HORIZON},
  page AS (SELECT ${COLUMNS}, false AS head FROM event_store_events WHERE ${PAGE_WHERE}),
  head AS (
    SELECT NULL::uuid, NULL::text, NULL::text, NULL::text, NULL::text, NULL::bigint,
           transaction_id, sequence, NULL::float8, true AS head
      FROM event_store_events WHERE ${HEAD_WHERE}
  )
  SELECT * FROM page UNION ALL SELECT * FROM head`;

/**
 * A jsonb[] of the elements of one JSON array, in order. The events' data and metadata of a
 * wide append go as one JSON text each, not as a text[] of JSON: the driver escapes every
 * quote of every element for an array literal, which cost more than the append's own work at
 * 10,000 events.
 */
const JSONB_ARRAY = (parameter: string) =>
  `ARRAY(SELECT e FROM jsonb_array_elements(${parameter}::jsonb) WITH ORDINALITY AS j (e, n) ORDER BY n)`;

/** How far a page read has looked: its last event when full, else the visible head. */
function scannedTo(after: Position, full: boolean, last?: Position, head?: Position): Position {
  if (full && last) return last;
  return head ? maxPosition(after, head) : after;
}

function pageParameters(options: ReadAllOptions): unknown[] {
  const after = options.after ?? START;
  const { until } = options;
  return [
    after.commit.toString(),
    after.prepare.toString(),
    options.maxCount ?? 1000,
    options.types ? [...options.types] : null,
    until ? until.commit.toString() : null,
    until ? until.prepare.toString() : null,
  ];
}

/**
 * SQL for the values at `fields` (see readAllFields), and the keys they name, as parameters
 * numbered after the first `before`.
 */
function fieldExpressions(
  fields: readonly EventFieldPath[],
  before: number,
): { values: string[]; keys: string[] } {
  const keys: string[] = [];
  const key = (name: string) => {
    keys.push(name);
    return `$${keys.length + before}::text`;
  };
  const values = fields.map((path) => {
    if (!['data', 'metadata', 'occurredAt', 'position'].includes(path[0]))
      throw new Error(`No event field starts with ${String(path[0])}`);
    // As formatPosition writes it: commit/prepare.
    if (path[0] === 'position') return `transaction_id::text || '/' || sequence::text`;
    if (path[0] === 'occurredAt')
      return `coalesce(nullif(metadata ->> ${key('occurredAt')}, ''),
               to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
    // data -> 'a' -> 'b' ->> 'c': cheaper than #>> with a path array.
    const steps = path.slice(1).map(key);
    const last = steps.pop();
    if (!last) return `${path[0]}::text`;
    return `${[path[0], ...steps].join(' -> ')} ->> ${last}`;
  });
  return { values, keys };
}

/**
 * A page of events as `readAllTexts` gives them: per event, in this order, its id, stream,
 * revision (decimal text), type, data and metadata as PostgreSQL writes jsonb (null for SQL
 * NULL), the time it was stored (epoch milliseconds, as RecordedEvent.createdAt holds it), its
 * position's commit and prepare (decimal texts), then the values at the fields asked for.
 */
export interface ReadTextsResult {
  rows: (string | number | null)[][];
  scannedTo: Position;
}

/**
 * Events in the app's own PostgreSQL. Appends go through one SQL function (one round trip);
 * reads follow (transaction id, sequence) below event_store_horizon(), so no reader ever skips
 * an event committed late by a concurrent transaction.
 */
export class PostgresEventStore implements EventStore {
  readonly adapter = 'postgres' as const;
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private listener?: Promise<Client>;
  private notifyTimer?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly options: { pollMs?: number } = {},
  ) {}

  async append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const result = await this.appendInTransaction(this.db, streamId, events, options);
    this.announce();
    return result;
  }

  /**
   * Appends through `tx`, inside the caller's transaction: appends to several streams commit
   * or roll back together, and readers see them only after the commit. The caller wakes
   * followers after committing (or leaves it to their polling).
   */
  async appendInTransaction(
    tx: Queryable,
    streamId: string,
    events: readonly NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Nothing to append to ${streamId}`);
    const expected = options.expectedRevision ?? 'any';
    let row: { outcome: string; revision: bigint; transaction_id: bigint; sequence: bigint };
    try {
      ({
        rows: [row],
      } = await tx.query({
        name: 'event_store_append',
        text: `SELECT outcome, revision, transaction_id, sequence
           FROM event_store_append($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])`,
        values: [
          streamId,
          expectedText(expected),
          events.map((e) => e.id),
          events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data ?? null)),
          events.map((e) => JSON.stringify(e.metadata ?? {})),
        ],
      }));
    } catch (error) {
      // Event ids already stored, other than as a retry of this very append.
      if ((error as { constraint?: string }).constraint === 'event_store_events_event_id') {
        throw new DuplicateEventIdError(
          streamId,
          events.map((e) => e.id),
        );
      }
      throw error;
    }
    switch (row.outcome) {
      case 'appended':
        return {
          nextExpectedRevision: row.revision,
          position: { commit: row.transaction_id, prepare: row.sequence },
        };
      case 'duplicate':
        return {
          nextExpectedRevision: row.revision,
          position: { commit: row.transaction_id, prepare: row.sequence },
        };
      case 'wrong_expected_revision':
        throw new WrongExpectedRevisionError(
          streamId,
          expected,
          row.revision < 0n ? 'no_stream' : row.revision,
        );
      default:
        throw new Error(`Unknown append outcome ${row.outcome}`);
    }
  }

  /**
   * One statement for all the streams (event_store_append_all): it commits or fails as a
   * whole, in one round trip instead of a transaction's five or six.
   */
  async appendAtomically(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (appends.length === 1) {
      const [only] = appends;
      return [await this.append(only.streamId, only.events, only)];
    }
    const results = await this.appendAtomicallyInTransaction(this.db, appends);
    this.announce();
    return results;
  }

  /**
   * As appendAtomically, through `tx`: inside the caller's transaction, with whatever else it
   * writes there (the inline-projection benchmark writes read models beside the events). The
   * caller wakes followers after committing, or leaves it to their polling.
   */
  async appendAtomicallyInTransaction(
    tx: Queryable,
    appends: readonly StreamAppend[],
  ): Promise<AppendResult[]> {
    for (const append of appends)
      if (append.events.length === 0) throw new Error(`Nothing to append to ${append.streamId}`);
    const events = appends.flatMap((append) => append.events);
    let rows: { outcome: string; revision: bigint; transaction_id: bigint; sequence: bigint }[];
    try {
      ({ rows } = await tx.query({
        name: 'event_store_append_all',
        text: `SELECT outcome, revision, transaction_id, sequence
                 FROM event_store_append_all($1::text[], $2::text[], $3::int[], $4::uuid[],
                        $5::text[], ${JSONB_ARRAY('$6')}, ${JSONB_ARRAY('$7')})`,
        values: [
          appends.map((a) => a.streamId),
          appends.map((a) => expectedText(a.expectedRevision ?? 'any')),
          appends.map((a) => a.events.length),
          events.map((e) => e.id),
          events.map((e) => e.type),
          JSON.stringify(events.map((e) => e.data ?? null)),
          JSON.stringify(events.map((e) => e.metadata ?? {})),
        ],
      }));
    } catch (error) {
      const failure = error as {
        code?: string;
        detail?: string;
        hint?: string;
        constraint?: string;
      };
      if (failure.code === 'SF409' && failure.detail) {
        const moved = appends.find((a) => a.streamId === failure.detail);
        const actual = BigInt(failure.hint ?? '-1');
        throw new WrongExpectedRevisionError(
          failure.detail,
          moved?.expectedRevision ?? 'any',
          actual < 0n ? 'no_stream' : actual,
        );
      }
      if (failure.constraint === 'event_store_events_event_id')
        throw new DuplicateEventIdError(
          appends.map((a) => a.streamId).join(', '),
          events.map((e) => e.id),
        );
      throw error;
    }
    return rows.map((row) => ({
      nextExpectedRevision: row.revision,
      position: { commit: row.transaction_id, prepare: row.sequence },
    }));
  }

  async readLast(streamId: string): Promise<RecordedEvent | null> {
    const { rows } = await this.db.query<EventRow>({
      name: 'event_store_read_last',
      text: `SELECT ${COLUMNS} FROM event_store_events
              WHERE stream_id = $1 ORDER BY revision DESC LIMIT 1`,
      values: [streamId],
    });
    return rows[0] ? new StoredEvent(rows[0]) : null;
  }

  async readLastOf(streamIds: readonly string[]): Promise<Map<string, RecordedEvent | null>> {
    const found = new Map<string, RecordedEvent | null>(streamIds.map((id) => [id, null]));
    if (streamIds.length === 0) return found;
    const { rows } = await this.db.query<EventRow>({
      name: 'event_store_read_last_of',
      text: `SELECT last.* FROM unnest($1::text[]) AS s (stream_id)
               CROSS JOIN LATERAL (
                 SELECT ${COLUMNS} FROM event_store_events e
                  WHERE e.stream_id = s.stream_id ORDER BY e.revision DESC LIMIT 1) last`,
      values: [[...streamIds]],
    });
    for (const row of rows) found.set(row.stream_id, new StoredEvent(row));
    return found;
  }

  async readStream(
    streamId: string,
    options: { fromRevision?: bigint; maxCount?: number } = {},
  ): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${COLUMNS} FROM event_store_events
        WHERE stream_id = $1 AND revision >= $2 ORDER BY revision LIMIT $3`,
      [streamId, (options.fromRevision ?? 0n).toString(), options.maxCount ?? null],
    );
    return rows.map((row) => new StoredEvent(row));
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const after = options.after ?? START;
    const maxCount = options.maxCount ?? 1000;
    // One statement, one snapshot: the page and the visible head agree with each other.
    // Named: parsed once per connection. PostgreSQL still plans each call (custom plans: the
    // generic plan's estimate, with LIMIT unknown, is far higher though it is the same scan).
    const { rows } = await this.db.query<EventRow & { head: boolean }>({
      name: 'event_store_read_all',
      text: READ_ALL,
      values: pageParameters(options),
    });
    const headRow = rows.length > 0 && rows[rows.length - 1].head ? rows.pop() : undefined;
    const events = rows.map((row) => new StoredEvent(row));
    const head = headRow && { commit: headRow.transaction_id, prepare: headRow.sequence };
    return {
      events,
      scannedTo: scannedTo(after, events.length === maxCount, events.at(-1)?.position, head),
    };
  }

  async readAllFields(
    fields: readonly EventFieldPath[],
    options: ReadAllOptions = {},
  ): Promise<ReadFieldsResult> {
    const after = options.after ?? START;
    const maxCount = options.maxCount ?? 1000;
    const { values, keys } = fieldExpressions(fields, 6);
    const blanks = fields.map(() => 'NULL::text');
    // As readAll, one statement: the page's values, then its last position and the head's.
    const query: QueryArrayConfig = {
      rowMode: 'array',
      text: `WITH ${HORIZON},
       page AS MATERIALIZED (
         SELECT transaction_id, sequence, ${values.map((value, i) => `${value} AS v${i}`).join(', ')}
           FROM event_store_events WHERE ${PAGE_WHERE}
       ),
       last AS (
         SELECT transaction_id, sequence FROM page
          ORDER BY transaction_id DESC, sequence DESC LIMIT 1
       ),
       head AS (SELECT transaction_id, sequence FROM event_store_events WHERE ${HEAD_WHERE})
       SELECT ${values.map((_, i) => `v${i}`).join(', ')}, 0, NULL::xid8, NULL::bigint FROM page
       UNION ALL SELECT ${blanks.join(', ')}, 1, transaction_id, sequence FROM last
       UNION ALL SELECT ${blanks.join(', ')}, 2, transaction_id, sequence FROM head`,
      values: [...pageParameters(options), ...keys],
    };
    const { rows } = await this.db.query<unknown[]>(query);
    const found: (string | null)[][] = [];
    let last: Position | undefined;
    let head: Position | undefined;
    // The values come first: an event's row is cut to them in place, not copied (the audit
    // reads millions of them).
    const n = fields.length;
    for (const row of rows) {
      const kind = row[n];
      if (kind === 0) {
        row.length = n;
        found.push(row as (string | null)[]);
      } else if (kind === 1) last = { commit: row[n + 1] as bigint, prepare: row[n + 2] as bigint };
      else head = { commit: row[n + 1] as bigint, prepare: row[n + 2] as bigint };
    }
    return { rows: found, scannedTo: scannedTo(after, found.length === maxCount, last, head) };
  }

  /**
   * As readAll, but each event as an array of texts (see ReadTextsResult), with the values at
   * `fields` after them: no object, JSON value or Date per event, for readers that hash every
   * stored event of a long log (the audit's chain and checkpoints) and only need its text.
   */
  async readAllTexts(
    fields: readonly EventFieldPath[],
    options: ReadAllOptions = {},
  ): Promise<ReadTextsResult> {
    const after = options.after ?? START;
    const maxCount = options.maxCount ?? 1000;
    const { values, keys } = fieldExpressions(fields, 6);
    const extra = values.map((value, i) => `, ${value} AS v${i}`).join('');
    // The head comes last, as a row without an id (every event has one).
    const query: QueryArrayConfig = {
      rowMode: 'array',
      text: `WITH ${HORIZON},
       page AS (
         SELECT event_id::text, stream_id, revision::text, type, data::text, metadata::text,
                (extract(epoch FROM created_at) * 1000)::float8 AS created_ms,
                -- Named apart: ORDER BY transaction_id would sort by these texts.
                transaction_id::text AS commit_text, sequence::text AS prepare_text${extra}
           FROM event_store_events WHERE ${PAGE_WHERE}
       ),
       head AS (SELECT transaction_id, sequence FROM event_store_events WHERE ${HEAD_WHERE})
       SELECT * FROM page
       UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, transaction_id::text,
              sequence::text${values.map(() => ', NULL').join('')} FROM head`,
      values: [...pageParameters(options), ...keys],
    };
    const { rows } = await this.db.query<(string | number | null)[]>(query);
    const headRow = rows.length > 0 && rows[rows.length - 1][0] === null ? rows.pop() : undefined;
    const position = (row: (string | number | null)[] | undefined) =>
      row && { commit: BigInt(row[7] as string), prepare: BigInt(row[8] as string) };
    return {
      rows,
      scannedTo: scannedTo(
        after,
        rows.length === maxCount,
        position(rows.at(-1)),
        position(headRow),
      ),
    };
  }

  subscribeToAll(options: SubscribeOptions = {}): AsyncIterable<RecordedEvent> {
    return followEvents(this, { ...options, pollMs: this.options.pollMs });
  }

  headPosition(): Promise<Position> {
    return this.lastPosition('WHERE transaction_id < event_store_horizon()');
  }

  committedHead(): Promise<Position> {
    return this.lastPosition('');
  }

  private async lastPosition(where: string): Promise<Position> {
    const { rows } = await this.db.query<{ transaction_id: bigint; sequence: bigint }>(
      `SELECT transaction_id, sequence FROM event_store_events ${where}
        ORDER BY transaction_id DESC, sequence DESC LIMIT 1`,
    );
    return rows[0] ? { commit: rows[0].transaction_id, prepare: rows[0].sequence } : START;
  }

  async countAfter(
    after: Position,
    options: { types?: readonly string[]; cap?: number } = {},
  ): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT 1 FROM event_store_events
          WHERE (transaction_id, sequence) > ($1::xid8, $2::bigint)
            AND ($3::text[] IS NULL OR type = ANY($3::text[]))
          LIMIT $4) counted`,
      [
        after.commit.toString(),
        after.prepare.toString(),
        options.types ? [...options.types] : null,
        options.cap ?? 100_000,
      ],
    );
    return rows[0].n;
  }

  ping(): Promise<void> {
    return this.db.ping();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.notifyTimer);
    this.appended.emit('appended');
    const listener = this.listener;
    this.listener = undefined;
    if (listener) await (await listener.catch(() => undefined))?.end().catch(() => undefined);
  }

  /**
   * Wake local followers now, and other processes through at most one NOTIFY per window: a
   * NOTIFY per append would cost appends a round trip and a commit-time lock each.
   */
  private announce(): void {
    this.appended.emit('appended');
    if (this.notifyTimer || this.closed) return;
    this.notifyTimer = setTimeout(() => {
      this.notifyTimer = undefined;
      if (this.closed) return;
      this.db.query(`SELECT pg_notify('${NOTIFY_CHANNEL}', '')`).catch(() => undefined);
    }, NOTIFY_WINDOW_MS);
  }

  onAppended(wake: () => void): () => void {
    this.appended.on('appended', wake);
    this.ensureListener();
    return () => this.appended.off('appended', wake);
  }

  private ensureListener(): void {
    if (this.listener || this.closed) return;
    const client = new Client({
      connectionString: this.db.url,
      application_name: 'stockflow-listen',
    });
    client.on('error', () => {
      // Lost the LISTEN connection: polling covers until the next follower re-creates it.
      this.listener = undefined;
    });
    client.on('notification', () => this.appended.emit('appended'));
    this.listener = client
      .connect()
      .then(() => client.query(`LISTEN ${NOTIFY_CHANNEL}`))
      .then(() => client);
    this.listener.catch(() => {
      this.listener = undefined;
    });
  }
}
