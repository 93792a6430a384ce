import { EventEmitter, setMaxListeners } from 'node:events';
import { Client, PoolClient } from 'pg';
import { Database } from '../database/database';
import { EventStore, ReadAllResult, RecordedEvent } from '../event-store/event-store.port';
import { followPages } from '../event-store/follow';
import { comparePositions, Position } from '../event-store/position';
import { inCheckpointTransaction, readCheckpoints } from './checkpoints';
import { checkProjections, Projection } from './projection';
import { liveTablesExist, rebuildProjection } from './projection-tables';

/** Advisory lock namespace of projection leases: (this, hashtext(name)). */
export const PROJECTION_LOCK_CLASS = 7_231_002;

export type RunnerState = 'starting' | 'running' | 'standby' | 'failing' | 'stopped';

export interface ProjectionState {
  name: string;
  state: RunnerState;
  position?: Position;
  lastError?: string;
}

export interface RunnerOptions {
  pollMs?: number;
  batchSize?: number;
  /** How often a standby process tries to take a projection over. */
  standbyRetryMs?: number;
  log?: (level: 'info' | 'warn' | 'error', message: string, context?: object) => void;
}

class CheckpointMoved extends Error {}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/** A projection this process runs, where it stands, and how it leaves the group. */
interface Member {
  projection: Projection;
  position: Position;
  /** The event types it handles; null for all. */
  types: ReadonlySet<string> | null;
  /** Takes it out of the group: stopped (no error), or moved or failed (the error). */
  leave(error?: Error): void;
}

/**
 * A page of at least LONG_PAGE events (catching up, or a count's approval of thousands of
 * lines) is applied in LANES transactions at once, each for part of the group, so that
 * PostgreSQL works on it with more than one core; a shorter page (a few orders under load) in
 * one, which costs less than two. The next page waits for every lane.
 */
const LONG_PAGE = 200;
const LANES = 2;

/** Builds one process runs at once (fewer still on a pool of four or fewer connections). */
const MAX_BUILDS = 3;

/**
 * Runs projections in global event order, a page per transaction, with the checkpoints in that
 * same transaction. One process runs a projection at a time (a session advisory lock held on a
 * connection of its own: if the process dies, the lock goes with it and another process takes
 * over); the checkpoint is compare-and-set, so even two runners could not apply twice.
 *
 * The projections a process runs go as one group: one read of the events serves them all, and
 * one transaction applies a page to each of them and saves all their checkpoints. Under load a
 * page holds a few orders, and a read and a transaction per projection per page cost more than
 * the projections' own writes. A long page goes in two transactions side by side instead (see
 * LONG_PAGE). A projection that fails a page leaves the group (the others commit the page
 * without it) and comes back after a pause, catching up from its checkpoint.
 */
export class ProjectionRunner {
  private readonly states = new Map<string, ProjectionState>();
  private readonly advanced = new EventEmitter().setMaxListeners(0);
  private controller?: AbortController;
  private running: Promise<void>[] = [];
  private readonly members = new Map<string, Member>();
  /** Bumped whenever a projection joins or leaves: the group then reads from where all are. */
  private generation = 0;
  private reading?: AbortController;
  private grouping?: Promise<void>;
  /** Builds under way, and those waiting for one to end (see prepare). */
  private builds = 0;
  private readonly buildQueue: (() => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    private readonly options: RunnerOptions = {},
  ) {
    checkProjections(projections);
    for (const p of projections) this.states.set(p.name, { name: p.name, state: 'stopped' });
  }

  start(): void {
    if (this.controller) return;
    this.controller = new AbortController();
    const { signal } = this.controller;
    // Each projection's loop listens to it (a standby's wait, a lease's): one listener per
    // projection, not a leak, so no warning once there are more than ten projections.
    setMaxListeners(this.projections.length * 2 + 10, signal);
    this.running = this.projections.map((p) => this.supervise(p, signal));
  }

  async stop(): Promise<void> {
    this.controller?.abort();
    await Promise.all(this.running);
    await this.grouping;
    this.controller = undefined;
    this.running = [];
  }

  status(): ProjectionState[] {
    return [...this.states.values()].map((s) => ({ ...s }));
  }

  /** Whether a projection here has yet to run: its tables may still be being built. */
  building(): boolean {
    for (const { state } of this.states.values())
      if (state === 'starting' || state === 'failing') return true;
    return false;
  }

  /**
   * Called after a projection commits a page, with the position it reached and the page's
   * events: what the read model now shows, for those who push it on (the live gateway).
   */
  onAdvanced(
    listener: (name: string, position: Position, events: readonly RecordedEvent[]) => void,
  ): () => void {
    this.advanced.on('advanced', listener);
    return () => this.advanced.off('advanced', listener);
  }

  private setState(name: string, patch: Partial<ProjectionState>): void {
    this.states.set(name, { ...this.states.get(name)!, ...patch });
  }

  private log(level: 'info' | 'warn' | 'error', message: string, context?: object): void {
    this.options.log?.(level, message, context);
  }

  private async supervise(projection: Projection, signal: AbortSignal): Promise<void> {
    let backoff = 500;
    while (!signal.aborted) {
      const lease = new Client({
        connectionString: this.db.url,
        application_name: `projection:${projection.name}`,
      });
      const leaseLost = new AbortController();
      const stop = AbortSignal.any([signal, leaseLost.signal]);
      lease.on('error', () => leaseLost.abort());
      try {
        this.setState(projection.name, { state: 'starting' });
        await lease.connect();
        const { rows } = await lease.query<{ ok: boolean }>(
          'SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok',
          [PROJECTION_LOCK_CLASS, projection.name],
        );
        if (!rows[0].ok) {
          this.setState(projection.name, { state: 'standby' });
          await sleep(this.options.standbyRetryMs ?? 2000, signal);
          continue;
        }
        const from = await this.prepare(projection);
        this.setState(projection.name, { state: 'running', position: from, lastError: undefined });
        // Where it starts from is a position reached too (a rebuild may have passed a waiter's).
        this.advanced.emit('advanced', projection.name, from, []);
        await this.join(projection, from, stop);
        backoff = 500;
      } catch (error) {
        if (error instanceof CheckpointMoved) continue;
        if (signal.aborted) break;
        const message = (error as Error).message;
        this.setState(projection.name, { state: 'failing', lastError: message });
        this.log('error', `Projection ${projection.name} failed; retrying in ${backoff} ms`, {
          error: message,
        });
        await sleep(backoff, signal);
        backoff = Math.min(backoff * 2, 30_000);
      } finally {
        await lease.end().catch(() => undefined);
      }
    }
    this.setState(projection.name, { state: 'stopped' });
  }

  /** Builds the tables the first time and after a version change; returns where to go on from. */
  private async prepare(projection: Projection): Promise<Position> {
    const [checkpoint] = await readCheckpoints(this.db, [projection.name]);
    if (
      checkpoint &&
      checkpoint.version === projection.version &&
      (await liveTablesExist(this.db, projection))
    ) {
      return checkpoint.position;
    }
    // Fewer builds at once than the pool has connections: a build's last step holds a pooled
    // connection in its transaction while it reads the last events through the pool. A dozen
    // builds at once (a new database) held every connection of the pool that way, each waiting
    // for one more, and the app answered nothing, its requests queued behind them. With fewer
    // builds than connections, one always finds the connection it waits for.
    await this.buildSlot();
    try {
      this.log(
        'info',
        `Building projection ${projection.name} v${projection.version} from the events`,
      );
      return await rebuildProjection(this.db, this.store, projection);
    } finally {
      this.builds--;
      this.buildQueue.shift()?.();
    }
  }

  /** Waits until fewer than the allowed builds run, and counts this one in. */
  private async buildSlot(): Promise<void> {
    const allowed = Math.max(1, Math.min(MAX_BUILDS, (this.db.pool.options.max ?? 10) - 1));
    while (this.builds >= allowed) await new Promise<void>((go) => this.buildQueue.push(go));
    this.builds++;
  }

  /** Runs the projection in the group from `from` until it stops (or throws why it left). */
  private join(projection: Projection, from: Position, stop: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onStop = () => member.leave();
      const member: Member = {
        projection,
        position: from,
        types: projection.handles === 'all' ? null : new Set(projection.handles),
        leave: (error) => {
          if (this.members.get(projection.name) !== member) return;
          this.members.delete(projection.name);
          stop.removeEventListener('abort', onStop);
          this.regroup();
          if (error) reject(error);
          else resolve();
        },
      };
      this.members.set(projection.name, member);
      stop.addEventListener('abort', onStop);
      this.regroup();
      if (stop.aborted) member.leave();
    });
  }

  private regroup(): void {
    this.generation++;
    this.reading?.abort();
    this.grouping ??= this.runGroup().finally(() => {
      this.grouping = undefined;
      // A projection that joined as the last run ended.
      if (this.members.size > 0) this.regroup();
    });
  }

  /**
   * Follows the events for the group as it is, from the earliest of its checkpoints, and
   * starts over whenever a projection joins or leaves.
   */
  private async runGroup(): Promise<void> {
    while (this.members.size > 0) {
      const generation = this.generation;
      const members = [...this.members.values()];
      const from = members
        .map((m) => m.position)
        .reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
      const types = members.some((m) => m.types === null)
        ? undefined
        : [...new Set(members.flatMap((m) => [...m.types!]))];
      const reading = new AbortController();
      this.reading = reading;
      try {
        for await (const page of followPages(this.store, {
          after: from,
          types,
          batchSize: this.options.batchSize ?? 500,
          pollMs: this.options.pollMs,
          signal: reading.signal,
        })) {
          await this.applyPage(members, page);
          if (this.generation !== generation) break;
        }
      } catch (error) {
        // The events could not be read: every projection of the group failed this page.
        for (const member of members) member.leave(error as Error);
      }
    }
  }

  /**
   * Applies the page to the group's projections: in one transaction, or, for a long page, in
   * LANES transactions side by side, each for some of the projections with their checkpoints.
   */
  private async applyPage(members: readonly Member[], page: ReadAllResult): Promise<void> {
    const due = members.filter(
      (m) =>
        this.members.get(m.projection.name) === m &&
        comparePositions(page.scannedTo, m.position) > 0,
    );
    if (due.length === 0) return;
    const lanes = page.events.length >= LONG_PAGE ? this.lanes : 1;
    if (lanes === 1 || due.length === 1) return this.applyTogether(due, page);
    const split: Member[][] = Array.from({ length: lanes }, () => []);
    due.forEach((member, index) => {
      split[index % lanes].push(member);
    });
    await Promise.all(split.map((lane) => this.applyTogether(lane, page)));
  }

  /** How many transactions a long page is applied in: one where the pool is small. */
  private get lanes(): number {
    return (this.db.pool.options.max ?? 10) > 4 ? LANES : 1;
  }

  /**
   * Commits the page for these projections in one transaction. If that fails, each projection
   * tries the page alone, so that only the one at fault leaves the group.
   */
  private async applyTogether(due: readonly Member[], page: ReadAllResult): Promise<void> {
    try {
      await this.commitPage(due, page);
    } catch (error) {
      if (due.length === 1) due[0].leave(error as Error);
      else
        for (const member of due)
          await this.commitPage([member], page).catch((alone: Error) => member.leave(alone));
    }
  }

  private async commitPage(due: readonly Member[], page: ReadAllResult): Promise<void> {
    const moved: Member[] = [];
    const events = new Map(due.map((m) => [m, eventsFor(m, page.events)]));
    const saved = await inCheckpointTransaction(
      this.db,
      due.map((m) => m.projection),
      async (tx, checkpoints) => {
        const positions = new Map<string, Position>();
        // The projections apply together: each keeps to its own tables, and their statements
        // share the page's connection one at a time, the next sent as soon as the last one's
        // answer arrives, so a page does not wait its turn on a busy event loop between them.
        const shared = oneStatementAtATime(tx);
        const applying: Promise<void>[] = [];
        for (const member of due) {
          const { name, version } = member.projection;
          const checkpoint = checkpoints.get(name);
          if (
            !checkpoint ||
            checkpoint.version !== version ||
            comparePositions(checkpoint.position, member.position) !== 0
          ) {
            // Rebuilt or advanced elsewhere: it starts over from what is stored.
            moved.push(member);
            continue;
          }
          const mine = events.get(member)!;
          if (mine.length > 0) applying.push(member.projection.apply(mine, shared));
          positions.set(name, page.scannedTo);
        }
        // Every one settles before the transaction ends (a failure aborts the rest's statements);
        // a failed page is then tried by each projection alone (applyPage).
        const failed = (await Promise.allSettled(applying)).find((r) => r.status === 'rejected');
        if (failed) throw failed.reason;
        return positions;
      },
    );
    for (const member of due) {
      const { name } = member.projection;
      const position = saved.get(name);
      if (!position) continue;
      member.position = position;
      this.setState(name, { position });
      this.advanced.emit('advanced', name, position, events.get(member)!);
    }
    for (const member of moved) member.leave(new CheckpointMoved());
  }
}

/**
 * The connection as several callers can share it: each `query` is sent once the one before it
 * has settled, in the order they were asked (node-postgres does not take a query on a client
 * that is still running one). The next one goes out in the same turn of the event loop as the
 * answer before it.
 */
function oneStatementAtATime(client: PoolClient): PoolClient {
  let last: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]) => {
    const sent = last.then(() => (client.query as (...a: unknown[]) => Promise<unknown>)(...args));
    last = sent.catch(() => undefined);
    return sent;
  };
  return Object.create(client, { query: { value: query } }) as PoolClient;
}

/** The page's events a projection has not applied yet, of the types it handles. */
function eventsFor(member: Member, events: readonly RecordedEvent[]): RecordedEvent[] {
  return events.filter(
    (event) =>
      (member.types === null || member.types.has(event.type)) &&
      comparePositions(event.position, member.position) > 0,
  );
}
