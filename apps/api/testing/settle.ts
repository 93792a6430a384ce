import {
  EVENT_STORE,
  EventStore,
  ProjectionRunner,
  ProjectionWaiter,
} from '../../../modules/platform';
import { projections } from '../composition';
import type { TestApp } from './create-test-app';

/**
 * Waits until every projection (or those `names`) has applied every event committed so far (a
 * minute at most), and says which were behind, with the runner's status, when they had not.
 * The store's committed head, not its readers' head: an open transaction (a projection's page)
 * can hold the readers' head below events already committed.
 */
export async function settled(
  t: TestApp,
  names: readonly string[] = projections.map((p) => p.name),
): Promise<void> {
  const store = t.app.get<EventStore>(EVENT_STORE);
  const caughtUp = await t.app
    .get(ProjectionWaiter)
    .waitFor(await store.committedHead(), names, 60_000);
  if (!caughtUp)
    throw new Error(
      `Projections did not catch up: ${JSON.stringify(t.app.get(ProjectionRunner).status())}`,
    );
}

/** Resolves once the clock has moved past `moment`: nothing started later carries its time. */
export async function clockPast(moment: Date): Promise<void> {
  while (Date.now() <= moment.getTime()) await new Promise((resolve) => setImmediate(resolve));
}
