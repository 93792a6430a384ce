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

  /** True once all have passed `position`; false if the bound ran out first. */
  async waitFor(
    position: Position,
    projections: readonly string[],
    timeoutMs = this.defaultTimeoutMs,
  ): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    let wake: (() => void) | undefined;
    const unsubscribe = this.runner?.onAdvanced(() => wake?.());
    try {
      for (;;) {
        const checkpoints = await readCheckpoints(this.db, projections);
        const passed =
          checkpoints.length === projections.length &&
          checkpoints.every((c) => comparePositions(c.position, position) >= 0);
        if (passed) return true;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 50));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    } finally {
      unsubscribe?.();
    }
  }
}
