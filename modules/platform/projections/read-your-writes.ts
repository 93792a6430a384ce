import { Database } from '../database/database';
import { comparePositions, Position } from '../event-store/position';
import { readCheckpoints } from './checkpoints';
import { ProjectionRunner } from './projection-runner';

/**
 * Lets a command answer with what it wrote: waits, up to a bound, until the named projections
 * have passed the position the command appended at. The checkpoints in the database are the
 * truth (the projection may run in another process); this process's runner only wakes the
 * wait early.
 */
export class ProjectionWaiter {
  constructor(
    private readonly db: Database,
    private readonly runner: ProjectionRunner | undefined,
    private readonly defaultTimeoutMs = 5000,
  ) {}

  /**
   * True once all have passed `position`; false if the bound ran out first. The positions this
   * process's runner reports are taken as they come (no query per wake-up: under load every
   * waiter would otherwise read the checkpoints on every page any projection applies); the
   * database is asked at the start and then every 50 ms, for projections run elsewhere.
   */
  async waitFor(
    position: Position,
    projections: readonly string[],
    timeoutMs = this.defaultTimeoutMs,
  ): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const reached = new Map<string, Position>();
    const note = (name: string, at: Position) => {
      const known = reached.get(name);
      if (!known || comparePositions(at, known) > 0) reached.set(name, at);
    };
    const passed = () =>
      projections.every((name) => {
        const at = reached.get(name);
        return at !== undefined && comparePositions(at, position) >= 0;
      });
    let wake: (() => void) | undefined;
    const unsubscribe = this.runner?.onAdvanced((name, at) => {
      if (!projections.includes(name)) return;
      note(name, at);
      if (passed()) wake?.();
    });
    try {
      for (;;) {
        for (const checkpoint of await readCheckpoints(this.db, projections))
          note(checkpoint.name, checkpoint.position);
        if (passed()) return true;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        const done = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), Math.min(left, 50));
          wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        wake = undefined;
        if (done) return true;
      }
    } finally {
      unsubscribe?.();
    }
  }
}
