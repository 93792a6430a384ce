import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Database } from '../platform';

/** What one publish sends: the messages of each room, in the order they were collected. */
export type RoomMessages<M> = ReadonlyMap<string, M>;

const CHANNEL = 'stockflow_live';
/** NOTIFY carries up to 8000 bytes; a larger publish travels through live_messages. */
const NOTIFY_LIMIT = 7900;
const KEEP_MESSAGES_MS = 60_000;

interface Envelope<M> {
  /** The process that published it. */
  o: string;
  /** The rooms and their messages, inline... */
  r?: [string, M][];
  /** ...or the id of the live_messages row that holds them. */
  a?: string;
}

/**
 * Carries live messages between the processes of the app that share one PostgreSQL. A publish
 * is delivered at once to this process's sockets, and to the others through one NOTIFY for all
 * its rooms (socket.io's PostgreSQL adapter sends a NOTIFY per room: under load that was a
 * statement per order). Publishes from one process arrive everywhere in the order they were
 * made. A process whose listening connection drops misses what the others publish meanwhile;
 * its screens show it at their next read.
 */
export class LiveRelay<M> {
  private readonly origin = randomUUID();
  private listener?: Client;
  private sending: Promise<void> = Promise.resolve();
  private receiving: Promise<void> = Promise.resolve();
  private lastCleanup = 0;
  private stopped = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly deliver: (rooms: RoomMessages<M>) => void,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Listens to the other processes' publishes (reconnecting after a second if dropped). */
  async start(): Promise<void> {
    this.stopped = false;
    const client = new Client({
      connectionString: this.db.url,
      application_name: 'stockflow-live',
    });
    client.on('notification', (message) => {
      const { payload } = message;
      if (message.channel !== CHANNEL || !payload) return;
      // One after the other: a publish fetched from live_messages keeps its place.
      this.receiving = this.receiving.then(() => this.received(payload));
    });
    client.on('error', (error) => {
      this.onError(error);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      this.onError(error as Error);
      this.reconnect(client);
    }
  }

  private reconnect(client: Client): void {
    if (this.stopped || this.listener !== client || this.retry) return;
    this.listener = undefined;
    client.end().catch(() => undefined);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.stopped) void this.start();
    }, 1000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.sending;
  }

  /** Delivers here now, and to the other processes in publishing order. */
  publish(rooms: RoomMessages<M>): void {
    if (rooms.size === 0) return;
    this.deliver(rooms);
    const envelope: Envelope<M> = { o: this.origin, r: [...rooms] };
    this.sending = this.sending
      .then(() => this.send(JSON.stringify(envelope)))
      .catch((error: Error) => this.onError(error));
  }

  private async send(payload: string): Promise<void> {
    if (Buffer.byteLength(payload) <= NOTIFY_LIMIT) {
      await this.db.query({
        name: 'live_relay_notify',
        text: 'SELECT pg_notify($1, $2)',
        values: [CHANNEL, payload],
      });
      return;
    }
    await this.db.query({
      name: 'live_relay_notify_stored',
      text: `WITH stored AS (INSERT INTO live_messages (payload) VALUES ($2) RETURNING id)
             SELECT pg_notify($1, json_build_object('o', $3::text, 'a', id::text)::text) FROM stored`,
      values: [CHANNEL, payload, this.origin],
    });
    if (Date.now() - this.lastCleanup > KEEP_MESSAGES_MS) {
      this.lastCleanup = Date.now();
      await this.db.query(
        `DELETE FROM live_messages WHERE created_at < now() - make_interval(secs => $1)`,
        [KEEP_MESSAGES_MS / 1000],
      );
    }
  }

  private async received(payload: string): Promise<void> {
    try {
      let envelope = JSON.parse(payload) as Envelope<M>;
      if (envelope.o === this.origin) return;
      if (envelope.a) {
        const { rows } = await this.db.query<{ payload: string }>(
          'SELECT payload FROM live_messages WHERE id = $1',
          [envelope.a],
        );
        if (!rows[0]) return;
        envelope = JSON.parse(rows[0].payload) as Envelope<M>;
      }
      if (envelope.r) this.deliver(new Map(envelope.r));
    } catch (error) {
      this.onError(error as Error);
    }
  }
}
