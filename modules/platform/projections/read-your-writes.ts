import { Database } from '../database/database';
import { comparePositions, Position } from '../event-store/position';
import { readCheckpoints } from './checkpoints';
import { ProjectionRunner } from './projection-runner';

const POLL_MS = 50;

interface Wait {
  position: Position;
  projections: readonly string[];
  done(seen: boolean): void;
}

/**
 * Lets a command answer with what it wrote: waits, up to a bound, until the named projections
 * have passed the position the command appended at.
 *
 * The positions this process's runner reports after each committed page are taken as they
 * come, with no query at all. Projections run by another process (this one is on standby) are
 * read from their checkpoints in the database, by one poll every 50 ms shared by all the
 * requests waiting, never a query per request: under load that polling alone used to cost
 * more statements than placing the orders.
 */
export class ProjectionWaiter {
  private readonly reached = new Map<string, Position>();
  private readonly waiting = new Set<Wait>();
  private poll?: NodeJS.Timeout;
  private polling = false;

  constructor(
    private readonly db: Database,
    private readonly runner: ProjectionRunner | undefined,
    private readonly defaultTimeoutMs = 5000,
  ) {
    runner?.onAdvanced((name, at) => {
      this.note(name, at);
      this.settle();
    });
  }

  /** True once all have passed `position`; false if the bound ran out first. */
  waitFor(
    position: Position,
    projections: readonly string[],
    timeoutMs = this.defaultTimeoutMs,
  ): Promise<boolean> {
    this.noteLocalPositions();
    if (this.passed(position, projections)) return Promise.resolve(true);
    if (timeoutMs <= 0) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => wait.done(false), timeoutMs);
      const wait: Wait = {
        position,
        projections,
        done: (seen) => {
          clearTimeout(timer);
          this.waiting.delete(wait);
          resolve(seen);
        },
      };
      this.waiting.add(wait);
      this.schedulePoll(0);
    });
  }

  /**
   * The projections that read any of these event types, by name: for a command whose writes
   * other contexts' read models show too (a count's approval places movements, which the orders
   * list shows), without the command naming them.
   */
  readersOf(eventTypes: readonly string[]): string[] {
    return (this.runner?.projections ?? [])
      .filter((p) => p.handles === 'all' || p.handles.some((type) => eventTypes.includes(type)))
      .map((p) => p.name);
  }

  /** Where this process's runner stands on the projections it runs. */
  private noteLocalPositions(): void {
    for (const state of this.runner?.status() ?? [])
      if (state.state === 'running' && state.position) this.note(state.name, state.position);
  }

  private note(name: string, at: Position): void {
    const known = this.reached.get(name);
    if (!known || comparePositions(at, known) > 0) this.reached.set(name, at);
  }

  private passed(position: Position, projections: readonly string[]): boolean {
    return projections.every((name) => {
      const at = this.reached.get(name);
      return at !== undefined && comparePositions(at, position) >= 0;
    });
  }

  private settle(): void {
    for (const wait of this.waiting)
      if (this.passed(wait.position, wait.projections)) wait.done(true);
  }

  /** The projections some request waits for that this process does not run itself. */
  private runElsewhere(): string[] {
    const local = new Set(
      (this.runner?.status() ?? []).filter((s) => s.state === 'running').map((s) => s.name),
    );
    const names = new Set<string>();
    for (const wait of this.waiting)
      for (const name of wait.projections) if (!local.has(name)) names.add(name);
    return [...names];
  }

  private schedulePoll(delayMs: number): void {
    if (this.poll || this.polling || this.waiting.size === 0) return;
    this.poll = setTimeout(() => {
      this.poll = undefined;
      void this.pollCheckpoints();
    }, delayMs);
  }

  private async pollCheckpoints(): Promise<void> {
    this.noteLocalPositions();
    this.settle();
    const names = this.runElsewhere();
    if (names.length > 0) {
      this.polling = true;
      try {
        for (const checkpoint of await readCheckpoints(this.db, names))
          this.note(checkpoint.name, checkpoint.position);
        this.settle();
      } catch {
        // The next poll tries again; a waiting request is bounded by its own timeout.
      } finally {
        this.polling = false;
      }
    }
    // Poll again while requests wait: a runner here may stop, or one elsewhere take over.
    this.schedulePoll(POLL_MS);
  }
}
