import {
  EVENT_STORE,
  EventStore,
  Position,
  ProjectionRunner,
  ProjectionWaiter,
} from '../../../modules/platform';
import { projections } from '../composition';
import type { TestApp } from './create-test-app';

/**
 * Waits until every projection (or those `names`) has applied every event committed so far (a
 * minute at most),
 * and says which were behind, with the runner's status, when they had not.
 *
 * The store's head counts only the events below the oldest transaction still open, so that a
 * reader never skips one that commits late: while a projection's page (or any other writer)
 * is open, the head can stand below events already committed. So the wait ends only when the
 * head has reached the last event committed and the projections have passed it.
 */
export async function settled(
  t: TestApp,
  names: readonly string[] = projections.map((p) => p.name),
): Promise<void> {
  const store = t.app.get<EventStore>(EVENT_STORE);
  const until = Date.now() + 60_000;
  for (;;) {
    const head = await store.headPosition();
    const caughtUp = await t.app
      .get(ProjectionWaiter)
      .waitFor(head, names, Math.max(1, until - Date.now()));
    if (caughtUp && !(await committedAfter(t, head))) return;
    if (Date.now() >= until)
      throw new Error(
        `Projections did not catch up: ${JSON.stringify(t.app.get(ProjectionRunner).status())}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether an event has committed after `position` (the PostgreSQL store's positions). */
async function committedAfter(t: TestApp, position: Position): Promise<boolean> {
  const { rows } = await t.test.db.query<{ later: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM event_store_events
        WHERE (transaction_id, sequence) > ($1::text::xid8, $2::bigint)) AS later`,
    [position.commit.toString(), position.prepare.toString()],
  );
  return rows[0].later;
}

/** Resolves once the clock has moved past `moment`: nothing started later carries its time. */
export async function clockPast(moment: Date): Promise<void> {
  while (Date.now() <= moment.getTime()) await new Promise((resolve) => setImmediate(resolve));
}
