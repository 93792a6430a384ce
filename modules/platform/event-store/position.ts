/**
 * A global position in the log of all events: a pair ordered lexicographically.
 * EventStoreDB gives (commit, prepare) positions; the PostgreSQL store gives
 * (transaction id, sequence), which is the order its readers can follow without skipping.
 */
export interface Position {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START: Position = Object.freeze({ commit: 0n, prepare: 0n });

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function isAfter(a: Position, b: Position): boolean {
  return comparePositions(a, b) > 0;
}

export function maxPosition(a: Position, b: Position): Position {
  return isAfter(a, b) ? a : b;
}

/** "commit/prepare", for logs, JSON and checkpoints. */
export function formatPosition(p: Position): string {
  return `${p.commit}/${p.prepare}`;
}

/** A position back from `formatPosition`'s text. */
export function parsePosition(text: string): Position {
  const [commit, prepare] = text.split('/');
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
}
