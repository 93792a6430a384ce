import { PoolClient } from 'pg';
import { RecordedEvent } from '../event-store/event-store.port';

/**
 * A read model built from events. Its tables are disposable: the engine creates them from
 * `schema`, and rebuilds them from the events whenever `version` changes or an operator asks.
 *
 * `apply` must be a pure function of the events (times from the events, no sequences, no
 * now()): verify compares a rebuild with the live tables row by row.
 */
export interface Projection {
  name: string;
  /** Bump when the tables or the handler change: the engine rebuilds from the first event. */
  version: number;
  /** The event types it handles (the checkpoint still moves past all others), or all. */
  handles: readonly string[] | 'all';
  /** CREATE TABLE / INDEX statements with unqualified names. */
  schema: string;
  /** The tables `schema` creates, which rebuild swaps and verify compares. */
  tables: readonly string[];
  /**
   * Applies a page of events, in their global order, through the page's transaction; the
   * checkpoint commits in the same transaction. A page is handed over whole so that a handler
   * can write it in a few set-based statements (a statement per event is a round trip per
   * event). The search path points at the tables being built, so use unqualified names.
   * The other projections of the runner's group apply the same page on the same transaction at
   * the same time: a handler reads and writes its own tables only.
   */
  apply(events: readonly RecordedEvent[], tx: PoolClient): Promise<void>;
}

/** Two projections may not share a name, and a name is a safe SQL identifier part. */
export function checkProjections(projections: readonly Projection[]): void {
  const names = new Set<string>();
  for (const p of projections) {
    if (!/^[a-z][a-z0-9_]{0,40}$/.test(p.name)) {
      throw new Error(`Projection name "${p.name}" must be lowercase letters, digits and _`);
    }
    if (names.has(p.name)) throw new Error(`Two projections are named ${p.name}`);
    names.add(p.name);
  }
}

/** The type filter to read events with. */
export function typesOf(projection: Projection): readonly string[] | undefined {
  return projection.handles === 'all' ? undefined : projection.handles;
}
