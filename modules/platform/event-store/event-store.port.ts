import { formatPosition, Position } from './position';

/** What every event carries besides its data: who, on whose behalf, why and when. */
export interface EventMetadata {
  providerId?: string;
  /** The user id, client id or API key id that caused the event. */
  actorId?: string;
  actorType?: 'user' | 'client' | 'api_key' | 'system';
  /** The API key's name when a key caused it (as named then: a key may be renamed or revoked). */
  actorName?: string;
  correlationId?: string;
  causationId?: string;
  /** ISO time the command was decided at. */
  occurredAt?: string;
  [key: string]: unknown;
}

export interface NewEvent {
  /** A UUID. Derive it from the command id so that a retried command writes nothing twice. */
  id: string;
  type: string;
  data: unknown;
  metadata?: EventMetadata;
}

export interface RecordedEvent<Data = unknown> {
  id: string;
  type: string;
  data: Data;
  metadata: EventMetadata;
  streamId: string;
  /** 0-based index of the event in its stream. */
  revision: bigint;
  position: Position;
  createdAt: Date;
}

/**
 * When the event happened: its command's time (`occurredAt`), else when it was stored; always
 * in `toISOString()` form, so that such times also sort as text.
 */
export function occurredAt(event: RecordedEvent): string {
  return isoTime(event.metadata.occurredAt || event.createdAt);
}

/** A time in `toISOString()` form; text already in that form is returned as it is. */
export function isoTime(time: unknown): string {
  if (typeof time === 'string' && time.length === 24 && time.endsWith('Z')) return time;
  return new Date(time as string | Date).toISOString();
}

/** `no_stream`: the stream must not exist; `stream_exists`: it must; a bigint: its last revision. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextExpectedRevision: bigint;
  /** Global position of the last event written (or found, when the append was a retry). */
  position: Position;
}

export interface StreamAppend {
  streamId: string;
  events: readonly NewEvent[];
  expectedRevision: ExpectedRevision;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Defaults to the start. */
  after?: Position;
  maxCount?: number;
  /** Only events of these types; others are skipped but still move `scannedTo`. */
  types?: readonly string[];
  /** Stop at this position (inclusive). */
  until?: Position;
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /**
   * Everything up to here has been looked at (events filtered out included). A reader resumes
   * after it. Never ahead of an event that a later read could still return.
   */
  scannedTo: Position;
}

/**
 * A value inside an event: a path into its data or metadata (`['data', 'delta', 'current']`),
 * or `['occurredAt']`: the metadata's time, else when the event was stored (see `occurredAt`).
 */
/** A path into an event's data or metadata, its time (`occurredAt`) or its global position. */
export type EventFieldPath =
  | readonly ['data' | 'metadata', ...string[]]
  | readonly ['occurredAt']
  | readonly ['position'];

export interface ReadFieldsResult {
  /**
   * One row per event, in global order: the value at each path as text (a JSON scalar's text),
   * null where the path leads nowhere. Paths are meant to lead to scalars.
   */
  rows: (string | null)[][];
  scannedTo: Position;
}

/** The value at a path of a decoded event, as `readAllFields` gives it. */
export function fieldOf(event: RecordedEvent, path: EventFieldPath): string | null {
  if (path[0] === 'position') return formatPosition(event.position);
  if (path[0] === 'occurredAt')
    return String(event.metadata.occurredAt || event.createdAt.toISOString());
  let value: unknown = path[0] === 'data' ? event.data : event.metadata;
  for (const key of path.slice(1)) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  if (value === undefined || value === null) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export interface SubscribeOptions {
  after?: Position;
  types?: readonly string[];
  /** Aborting ends the iteration. */
  signal?: AbortSignal;
  batchSize?: number;
}

export interface EventStore {
  readonly adapter: 'postgres' | 'eventstoredb';
  append(
    streamId: string,
    events: readonly NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Events of one stream, oldest first, starting at `fromRevision` (inclusive). */
  readStream(
    streamId: string,
    options?: { fromRevision?: bigint; maxCount?: number },
  ): Promise<RecordedEvent[]>;
  /** The newest event of a stream, or null when the stream does not exist. */
  readLast(streamId: string): Promise<RecordedEvent | null>;
  /** The newest event of each stream (null for those that do not exist), in one read. */
  readLastOf(streamIds: readonly string[]): Promise<Map<string, RecordedEvent | null>>;
  /**
   * Appends to several streams at once: all of them, each at its expected revision, or none
   * (WrongExpectedRevisionError names the first stream that moved). Where the store cannot do
   * it atomically it throws MultiStreamAppendUnsupported.
   */
  appendAtomically(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  readAll(options?: ReadAllOptions): Promise<ReadAllResult>;
  /**
   * As `readAll`, but only the named values of each event: a reader that needs a few fields of
   * millions of events (an audit replay) skips decoding the rest.
   */
  readAllFields(
    fields: readonly EventFieldPath[],
    options?: ReadAllOptions,
  ): Promise<ReadFieldsResult>;
  /** Catch up from `after`, then follow live, in global order, each event once. */
  subscribeToAll(options?: SubscribeOptions): AsyncIterable<RecordedEvent>;
  /**
   * Calls `listener` when events may have been appended, by this process or (best effort)
   * another. A hint to read again sooner than the next poll, never a guarantee. Returns the
   * unsubscribe function.
   */
  onAppended(listener: () => void): () => void;
  /** Position of the newest event a reader can see now (START when empty). */
  headPosition(): Promise<Position>;
  /**
   * Position of the newest event committed so far (START when empty). Where a reader must not
   * pass an older transaction still open (PostgreSQL), this can stand ahead of `headPosition`;
   * readers reach it once that transaction ends. What to wait for when "every change committed
   * before now" is meant.
   */
  committedHead(): Promise<Position>;
  /** How many events (of these types) lie after a position, counting up to `cap`. */
  countAfter(
    after: Position,
    options?: { types?: readonly string[]; cap?: number },
  ): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');

/** The stream's revision was not the one the command decided on: reload and decide again. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId} was expected at ${String(expected)} but is at ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** Some of the event ids were already stored, but not as this exact append. */
export class DuplicateEventIdError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventIds: string[],
  ) {
    super(
      `Events ${eventIds.join(', ')} are already stored and differ from this append to ${streamId}`,
    );
    this.name = 'DuplicateEventIdError';
  }
}

/** The store cannot append to several streams in one atomic write. */
export class MultiStreamAppendUnsupported extends Error {
  constructor(adapter: string) {
    super(
      `The ${adapter} event store cannot append to several streams atomically; orders need it (use the PostgreSQL event store)`,
    );
    this.name = 'MultiStreamAppendUnsupported';
  }
}
