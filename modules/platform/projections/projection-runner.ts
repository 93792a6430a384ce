import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import { Database } from '../database/database';
import { EventStore, ReadAllResult, RecordedEvent } from '../event-store/event-store.port';
import { followPages } from '../event-store/follow';
import { comparePositions, Position } from '../event-store/position';
import { inCheckpointTransaction, readCheckpoints } from './checkpoints';
import { checkProjections, Projection, typesOf } from './projection';
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

/**
 * Runs each projection in global event order, a page per transaction, with the checkpoint in
 * that same transaction. One process runs a projection at a time (a session advisory lock held
 * on a connection of its own: if the process dies, the lock goes with it and another process
 * takes over); the checkpoint is compare-and-set, so even two runners could not apply twice.
 */
export class ProjectionRunner {
  private readonly states = new Map<string, ProjectionState>();
  private readonly advanced = new EventEmitter().setMaxListeners(0);
  private controller?: AbortController;
  private running: Promise<void>[] = [];

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
    this.running = this.projections.map((p) => this.supervise(p, signal));
  }

  async stop(): Promise<void> {
    this.controller?.abort();
    await Promise.all(this.running);
    this.controller = undefined;
    this.running = [];
  }

  status(): ProjectionState[] {
    return [...this.states.values()].map((s) => ({ ...s }));
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
        await this.follow(projection, from, stop);
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
    this.log(
      'info',
      `Building projection ${projection.name} v${projection.version} from the events`,
    );
    return rebuildProjection(this.db, this.store, projection);
  }

  private async follow(projection: Projection, from: Position, signal: AbortSignal): Promise<void> {
    let position = from;
    for await (const page of followPages(this.store, {
      after: from,
      types: typesOf(projection),
      batchSize: this.options.batchSize ?? 500,
      pollMs: this.options.pollMs,
      signal,
    })) {
      position = await this.applyPage(projection, position, page);
      this.setState(projection.name, { position });
      this.advanced.emit('advanced', projection.name, position, page.events);
    }
  }

  private async applyPage(
    projection: Projection,
    expected: Position,
    page: ReadAllResult,
  ): Promise<Position> {
    return inCheckpointTransaction(
      this.db,
      projection.name,
      projection.version,
      async (tx, checkpoint) => {
        if (
          !checkpoint ||
          checkpoint.version !== projection.version ||
          comparePositions(checkpoint.position, expected) !== 0
        ) {
          // Rebuilt or advanced elsewhere: start over from what is stored.
          throw new CheckpointMoved();
        }
        if (page.events.length > 0) await projection.apply(page.events, tx);
        return page.scannedTo;
      },
    );
  }
}
