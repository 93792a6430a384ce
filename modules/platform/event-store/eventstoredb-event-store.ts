import { EventEmitter } from 'node:events';
import {
  AllStreamSubscription,
  ANY,
  AppendExpectedRevision,
  BACKWARDS,
  AppendResult as ClientAppendResult,
  RecordedEvent as ClientRecordedEvent,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  JSONType,
  jsonEvent,
  NO_STREAM,
  START as READ_FROM_START,
  ReadPosition,
  STREAM_EXISTS,
  StreamingRead,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  AppendResult,
  EventFieldPath,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  fieldOf,
  MultiStreamAppendUnsupported,
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
import { comparePositions, isAfter, Position, START } from './position';

const DEFAULT_PAGE = 1000;
/** Raw events a `readAll` may look at per event asked for: a sparse filter stays bounded. */
const SCAN_FACTOR = 10;
/** Room for small filtered pages to step over the link events that projections interleave. */
const MIN_SCAN = 1000;
const DEFAULT_COUNT_CAP = 100_000;
const PING_TIMEOUT_MS = 3000;
const RESUBSCRIBE_MS = 1000;
/** What a server before 22.6 reports as the position of an event read from its stream. */
const UNKNOWN_POSITION = 2n ** 64n - 1n;

export interface EventStoreDbOptions {
  /** How often a follower reads again when no wake-up came (the wake-up is best effort). */
  pollMs?: number;
}

interface Scan extends ReadAllResult {
  /** Stopped because the scan budget ran out, not because the log (or `until`) ended. */
  budgetSpent: boolean;
}

/**
 * Events in EventStoreDB (or KurrentDB). Streams, revisions, optimistic concurrency, idempotent
 * retries and the global order are the server's; this class maps them onto the port and hides
 * the server's own (`$`) events from every global read.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly adapter = 'eventstoredb' as const;
  private readonly client: EventStoreDBClient;
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private wakeSubscription?: AllStreamSubscription;
  private resubscribeTimer?: NodeJS.Timeout;
  private closed = false;

  constructor(
    connectionString: string,
    private readonly options: EventStoreDbOptions = {},
  ) {
    this.client = EventStoreDBClient.connectionString(clientConnectionString(connectionString));
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Nothing to append to ${streamId}`);
    const expected = options.expectedRevision ?? 'any';
    let result: ClientAppendResult;
    try {
      result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toClientExpected(expected),
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamId, expected, toActual(error.actualVersion));
      }
      throw error;
    }
    if (!result.success) {
      // Only with throwOnAppendFailure=false in the connection string; the revision the client
      // reports then is not trustworthy (its batch path turns a boolean into it), so ask.
      throw new WrongExpectedRevisionError(
        streamId,
        expected,
        await this.currentRevision(streamId),
      );
    }
    this.appended.emit('appended');
    return {
      nextExpectedRevision: result.nextExpectedRevision,
      position:
        result.position ?? (await this.positionOfRevision(streamId, result.nextExpectedRevision)),
    };
  }

  /** EventStoreDB 24 and its v6 client have no atomic multi-stream append. */
  async appendAtomically(_appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    throw new MultiStreamAppendUnsupported('EventStoreDB');
  }

  async readLast(streamId: string): Promise<RecordedEvent | null> {
    try {
      let last: RecordedEvent | null = null;
      await visit(
        this.client.readStream(streamId, { fromRevision: END, maxCount: 1, direction: BACKWARDS }),
        ({ event }) => {
          if (event) last = toRecorded(event, knownPosition(event) ?? START);
          return true;
        },
      );
      return last;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
  }

  async readLastOf(streamIds: readonly string[]): Promise<Map<string, RecordedEvent | null>> {
    const lasts = await Promise.all(streamIds.map((id) => this.readLast(id)));
    return new Map(streamIds.map((id, index) => [id, lasts[index]]));
  }

  async readStream(
    streamId: string,
    options: { fromRevision?: bigint; maxCount?: number } = {},
  ): Promise<RecordedEvent[]> {
    if (options.maxCount !== undefined && options.maxCount <= 0) return [];
    const events: RecordedEvent[] = [];
    try {
      await visit(
        this.client.readStream(streamId, {
          fromRevision: options.fromRevision ?? 0n,
          maxCount: options.maxCount,
          direction: FORWARDS,
        }),
        ({ event }) => {
          if (event) events.push(toRecorded(event, knownPosition(event) ?? START));
          return true;
        },
      );
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const { events, scannedTo } = await this.scan(options);
    return { events, scannedTo };
  }

  /** The server has no projection of fields: the events are read whole and picked here. */
  async readAllFields(
    fields: readonly EventFieldPath[],
    options: ReadAllOptions = {},
  ): Promise<ReadFieldsResult> {
    const { events, scannedTo } = await this.scan(options);
    return { rows: events.map((event) => fields.map((path) => fieldOf(event, path))), scannedTo };
  }

  /**
   * Reuses `followEvents` (catch up by pages, then wait) rather than the server's own catch-up
   * subscription: the order, the exactly-once cursor and `batchSize` then rest on `readAll`, which
   * the contract already pins down, and a slow consumer or a dropped connection costs a poll
   * instead of a subscription the server drops mid-catch-up. A live subscription of the server
   * (see `onAppended`) only wakes followers early, including for appends by other processes.
   */
  subscribeToAll(options: SubscribeOptions = {}): AsyncIterable<RecordedEvent> {
    const pages = {
      readAll: (page: ReadAllOptions) => this.readPage(page, options.signal),
      onAppended: (listener: () => void) => this.onAppended(listener),
    };
    return followEvents(pages, { ...options, pollMs: this.options.pollMs ?? 500 });
  }

  /**
   * Local appends call back at once; appends by other processes arrive through one live
   * subscription to `$all`, shared by all listeners and held only while there are any.
   */
  onAppended(listener: () => void): () => void {
    this.appended.on('appended', listener);
    this.ensureWakeSubscription();
    return () => {
      this.appended.off('appended', listener);
      if (this.appended.listenerCount('appended') === 0) this.stopWakeSubscription();
    };
  }

  /** A reader of EventStoreDB sees every committed event: its head is the committed one. */
  committedHead(): Promise<Position> {
    return this.headPosition();
  }

  async headPosition(): Promise<Position> {
    let head: Position = START;
    await visit(this.client.readAll({ fromPosition: END, direction: BACKWARDS }), ({ event }) => {
      const position = event && knownPosition(event);
      if (!event || !position || isSystem(event)) return true;
      head = position;
      return false;
    });
    return head;
  }

  async countAfter(
    after: Position,
    options: { types?: readonly string[]; cap?: number } = {},
  ): Promise<number> {
    const cap = options.cap ?? DEFAULT_COUNT_CAP;
    if (cap <= 0) return 0;
    const types = options.types ? new Set(options.types) : undefined;
    let count = 0;
    await visit(
      this.client.readAll({ fromPosition: readPositionAfter(after), direction: FORWARDS }),
      ({ event }) => {
        const position = event && knownPosition(event);
        if (!event || !position || !isAfter(position, after) || isSystem(event)) return true;
        if (!types || types.has(event.type)) count++;
        return count < cap;
      },
    );
    return count;
  }

  async ping(): Promise<void> {
    const read = this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 });
    let timer: NodeJS.Timeout | undefined;
    // The client gives reads no deadline (it overrides the one passed in), so keep our own.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`EventStoreDB did not answer a ping within ${PING_TIMEOUT_MS} ms`));
        read.destroy();
        read.cancel().catch(ignore);
      }, PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([visit(read, () => false), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopWakeSubscription();
    // Followers wake, find the store closed and end with an error instead of polling forever.
    this.appended.emit('appended');
    await this.client.dispose();
  }

  /**
   * One `readAll` pass: strictly after `after` (the server starts at it, inclusive), up to
   * `until`, looking at no more than a budget of raw events so a filter that matches nothing
   * does not read the whole log in one call.
   */
  private async scan(options: ReadAllOptions): Promise<Scan> {
    const after = options.after ?? START;
    const maxCount = options.maxCount ?? DEFAULT_PAGE;
    const until = options.until;
    const types = options.types ? new Set(options.types) : undefined;
    const events: RecordedEvent[] = [];
    let scannedTo = after;
    if (maxCount <= 0 || (until && !isAfter(until, after))) {
      return { events, scannedTo, budgetSpent: false };
    }
    const budget = Math.max(maxCount * SCAN_FACTOR, MIN_SCAN);
    let looked = 0;
    await visit(
      this.client.readAll({
        fromPosition: readPositionAfter(after),
        // One more than the budget: the event at `after` itself comes back first.
        maxCount: budget + 1,
        direction: FORWARDS,
      }),
      ({ event }) => {
        const position = event && knownPosition(event);
        if (!event || !position || !isAfter(position, after)) return true;
        if (until && isAfter(position, until)) return false;
        looked++;
        scannedTo = position;
        if (!isSystem(event) && (!types || types.has(event.type))) {
          events.push(toRecorded(event, position));
        }
        return events.length < maxCount && looked < budget;
      },
    );
    return { events, scannedTo, budgetSpent: looked >= budget && events.length < maxCount };
  }

  /**
   * A follower's page: scans on past the budget until the page is full or the log ends, because
   * `followEvents` takes a short page for "caught up" and would otherwise pause a poll interval
   * after every budget's worth of non-matching events.
   */
  private async readPage(options: ReadAllOptions, signal?: AbortSignal): Promise<ReadAllResult> {
    if (this.closed) throw new Error('The EventStoreDB event store is closed');
    const maxCount = options.maxCount ?? DEFAULT_PAGE;
    const events: RecordedEvent[] = [];
    let scannedTo = options.after ?? START;
    for (;;) {
      const scan = await this.scan({
        ...options,
        after: scannedTo,
        maxCount: maxCount - events.length,
      });
      events.push(...scan.events);
      scannedTo = scan.scannedTo;
      if (!scan.budgetSpent || events.length >= maxCount || signal?.aborted || this.closed) {
        return { events, scannedTo };
      }
    }
  }

  private async currentRevision(streamId: string): Promise<bigint | 'no_stream'> {
    let revision: bigint | 'no_stream' = 'no_stream';
    try {
      await visit(
        this.client.readStream(streamId, { fromRevision: END, direction: BACKWARDS, maxCount: 1 }),
        ({ event }) => {
          if (event) revision = event.revision;
          return false;
        },
      );
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return revision;
  }

  /**
   * The append answered without a position: take the event's own, or else the head, which is at
   * or after it, so whoever waits for the position is not left waiting forever.
   */
  private async positionOfRevision(streamId: string, revision: bigint): Promise<Position> {
    const [event] = await this.readStream(streamId, { fromRevision: revision, maxCount: 1 });
    if (event && comparePositions(event.position, START) > 0) return event.position;
    return this.headPosition();
  }

  private ensureWakeSubscription(): void {
    if (this.closed || this.wakeSubscription || this.resubscribeTimer) return;
    const subscription = this.client.subscribeToAll({
      fromPosition: END,
      filter: excludeSystemEvents(),
    });
    const lost = () => {
      if (this.wakeSubscription !== subscription) return;
      this.wakeSubscription = undefined;
      subscription.destroy();
      // Polling covers the gap; try again later while someone still follows.
      if (this.closed || this.appended.listenerCount('appended') === 0) return;
      this.resubscribeTimer = setTimeout(() => {
        this.resubscribeTimer = undefined;
        if (this.appended.listenerCount('appended') > 0) this.ensureWakeSubscription();
      }, RESUBSCRIBE_MS);
      this.resubscribeTimer.unref();
    };
    subscription.on('data', () => this.appended.emit('appended'));
    subscription.on('error', lost);
    subscription.on('close', lost);
    this.wakeSubscription = subscription;
  }

  private stopWakeSubscription(): void {
    clearTimeout(this.resubscribeTimer);
    this.resubscribeTimer = undefined;
    const subscription = this.wakeSubscription;
    this.wakeSubscription = undefined;
    if (!subscription) return;
    subscription
      .unsubscribe()
      .catch(ignore)
      .finally(() => subscription.destroy());
  }
}

function ignore(): void {}

/**
 * Feeds each item of a read to `onItem` until it returns false, then cancels the server call:
 * leaving the loop alone would only stop reading locally.
 */
async function visit<E>(read: StreamingRead<E>, onItem: (item: E) => boolean): Promise<void> {
  // The client can emit an error after the loop below has let go of the stream; unheard, that
  // would crash the process.
  read.on('error', ignore);
  let finished = false;
  try {
    for await (const item of read) {
      if (!onItem(item)) return;
    }
    finished = true;
  } finally {
    if (!finished) read.cancel().catch(ignore);
  }
}

/** The client knows only the esdb schemes; KurrentDB's take the same settings. */
function clientConnectionString(connectionString: string): string {
  return connectionString.trim().replace(/^(kurrentdb|kdb)(\+discover)?:\/\//i, 'esdb$2://');
}

function toClientExpected(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      if (expected < 0n) throw new RangeError(`Expected revision must be >= 0, got ${expected}`);
      return expected;
  }
}

function toActual(actual: bigint | 'no_stream'): bigint | 'no_stream' {
  // Older servers spell "no stream" as -1.
  return typeof actual === 'bigint' && actual < 0n ? 'no_stream' : actual;
}

function toEventData(event: NewEvent) {
  return jsonEvent({
    id: event.id,
    type: event.type,
    // The client's type admits objects, arrays and strings; it serialises any JSON value alike.
    data: (event.data === undefined ? null : event.data) as JSONType,
    metadata: event.metadata ?? {},
  });
}

function readPositionAfter(after: Position): ReadPosition {
  return comparePositions(after, START) === 0 ? READ_FROM_START : after;
}

/** A stream read on a server before 22.6 has no position for its events. */
function knownPosition(event: ClientRecordedEvent): Position | undefined {
  const position = event.position;
  if (!position || position.commit >= UNKNOWN_POSITION) return undefined;
  if (position.commit === 0n && position.prepare === 0n) return undefined;
  return { commit: position.commit, prepare: position.prepare };
}

/** The server's own bookkeeping: link events, stream metadata, projection and user records. */
function isSystem(event: ClientRecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function toRecorded(event: ClientRecordedEvent, position: Position): RecordedEvent {
  return {
    id: event.id,
    type: event.type,
    data: event.isJson ? event.data : parseBytes(event.data),
    metadata: toMetadata(event.metadata),
    streamId: event.streamId,
    revision: event.revision,
    position,
    createdAt: event.created,
  };
}

/** Events written by other tools may carry JSON without saying so. */
function parseBytes(data: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(data).toString('utf8'));
  } catch {
    return data;
  }
}

function toMetadata(metadata: unknown): EventMetadata {
  if (metadata instanceof Uint8Array) metadata = parseBytes(metadata);
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return {};
  if (metadata instanceof Uint8Array) return {};
  return metadata as EventMetadata;
}
