import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import { Database } from '../database/database';
import {
  AppendResult,
  DuplicateEventIdError,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadAllResult,
  RecordedEvent,
  SubscribeOptions,
  WrongExpectedRevisionError,
} from './event-store.port';
import { followEvents } from './follow';
import { maxPosition, Position, START } from './position';

const NOTIFY_CHANNEL = 'event_store_appended';

interface EventRow {
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  stream_id: string;
  revision: bigint;
  transaction_id: bigint;
  sequence: bigint;
  created_at: Date;
}

const COLUMNS =
  'event_id, type, data, metadata, stream_id, revision, transaction_id, sequence, created_at';

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    revision: row.revision,
    position: { commit: row.transaction_id, prepare: row.sequence },
    createdAt: row.created_at,
  };
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
  private notifyPending = false;
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
    if (events.length === 0) throw new Error(`Nothing to append to ${streamId}`);
    const expected = options.expectedRevision ?? 'any';
    const payload = JSON.stringify(
      events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata ?? {} })),
    );
    let row: { outcome: string; revision: bigint; transaction_id: bigint; sequence: bigint };
    try {
      ({
        rows: [row],
      } = await this.db.query(
        'SELECT outcome, revision, transaction_id, sequence FROM event_store_append($1, $2, $3)',
        [streamId, typeof expected === 'bigint' ? expected.toString() : expected, payload],
      ));
    } catch (error) {
      // Same event id in another stream, raced past the function's own check.
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
        this.announce();
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
      case 'duplicate_conflict':
        throw new DuplicateEventIdError(
          streamId,
          events.map((e) => e.id),
        );
      default:
        throw new Error(`Unknown append outcome ${row.outcome}`);
    }
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
    return rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const after = options.after ?? START;
    const maxCount = options.maxCount ?? 1000;
    const until = options.until;
    // One statement, one snapshot: the page and the visible head agree with each other.
    const { rows } = await this.db.query<EventRow & { head: boolean }>(
      `WITH horizon AS MATERIALIZED (SELECT event_store_horizon() AS xmin),
       page AS (
         SELECT ${COLUMNS}, false AS head FROM event_store_events
          WHERE (transaction_id, sequence) > ($1::xid8, $2::bigint)
            AND transaction_id < (SELECT xmin FROM horizon)
            AND ($4::text[] IS NULL OR type = ANY($4::text[]))
            AND ($5::xid8 IS NULL OR (transaction_id, sequence) <= ($5::xid8, $6::bigint))
          ORDER BY transaction_id, sequence
          LIMIT $3
       ),
       head AS (
         SELECT NULL::uuid, NULL::text, NULL::jsonb, NULL::jsonb, NULL::text, NULL::bigint,
                transaction_id, sequence, NULL::timestamptz, true AS head
           FROM event_store_events
          WHERE transaction_id < (SELECT xmin FROM horizon)
            AND ($5::xid8 IS NULL OR (transaction_id, sequence) <= ($5::xid8, $6::bigint))
          ORDER BY transaction_id DESC, sequence DESC
          LIMIT 1
       )
       SELECT * FROM page UNION ALL SELECT * FROM head`,
      [
        after.commit.toString(),
        after.prepare.toString(),
        maxCount,
        options.types ? [...options.types] : null,
        until ? until.commit.toString() : null,
        until ? until.prepare.toString() : null,
      ],
    );
    const events = rows.filter((r) => !r.head).map(toRecorded);
    const headRow = rows.find((r) => r.head);
    let scannedTo: Position;
    if (events.length === maxCount) {
      scannedTo = events[events.length - 1].position;
    } else if (headRow) {
      scannedTo = maxPosition(after, { commit: headRow.transaction_id, prepare: headRow.sequence });
    } else {
      scannedTo = after;
    }
    return { events, scannedTo };
  }

  subscribeToAll(options: SubscribeOptions = {}): AsyncIterable<RecordedEvent> {
    return followEvents(this, { ...options, pollMs: this.options.pollMs });
  }

  async headPosition(): Promise<Position> {
    const { rows } = await this.db.query<{ transaction_id: bigint; sequence: bigint }>(
      `SELECT transaction_id, sequence FROM event_store_events
        WHERE transaction_id < event_store_horizon()
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
    this.appended.emit('appended');
    const listener = this.listener;
    this.listener = undefined;
    if (listener) await (await listener.catch(() => undefined))?.end().catch(() => undefined);
  }

  /** Wake local followers now, and other processes through one coalesced NOTIFY. */
  private announce(): void {
    this.appended.emit('appended');
    if (this.notifyPending || this.closed) return;
    this.notifyPending = true;
    setImmediate(() => {
      this.notifyPending = false;
      if (this.closed) return;
      this.db.query(`SELECT pg_notify('${NOTIFY_CHANNEL}', '')`).catch(() => undefined);
    });
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
