import { PoolClient } from 'pg';
import { Database } from '../database/database';
import { EventStore } from '../event-store/event-store.port';
import { comparePositions, Position, START } from '../event-store/position';
import { beforeNextPage, WalkEnd } from '../event-store/walk-end';
import { lockCheckpoint, readCheckpoints, saveCheckpoint } from './checkpoints';
import { Projection, typesOf } from './projection';

export interface Progress {
  processed: number;
  total: number;
}

const PAGE = 1000;

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** Points unqualified table names at `schema` for the rest of the transaction. */
async function useSchema(tx: PoolClient, schema: string): Promise<void> {
  await tx.query(`SET LOCAL search_path TO ${quote(schema)}, public`);
}

/**
 * Replays events after `from` into the tables of `schema` (up to `until`, inclusive), a page
 * per transaction on the pool, or all inside `tx` when given. Returns how far it scanned.
 */
async function replay(
  db: Database,
  store: EventStore,
  projection: Projection,
  schema: string,
  options: {
    from: Position;
    until?: Position;
    tx?: PoolClient;
    onProgress?: (processed: number) => void;
  },
): Promise<Position> {
  let position = options.from;
  let processed = 0;
  const end = new WalkEnd(options.until);
  for (;;) {
    const page = await store.readAll({
      after: position,
      maxCount: PAGE,
      types: typesOf(projection),
      until: options.until,
    });
    const apply = async (tx: PoolClient) => {
      await useSchema(tx, schema);
      if (page.events.length > 0) await projection.apply(page.events, tx);
    };
    if (options.tx) await apply(options.tx);
    else await db.transaction(apply);
    processed += page.events.length;
    options.onProgress?.(processed);
    position = page.scannedTo;
    const step = end.after(page.events.length, PAGE, position);
    if (step === 'done') return position;
    await beforeNextPage(step);
  }
}

/** Creates `schema` afresh with the projection's empty tables. */
async function createTables(db: Database, projection: Projection, schema: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`DROP SCHEMA IF EXISTS ${quote(schema)} CASCADE`);
    await tx.query(`CREATE SCHEMA ${quote(schema)}`);
    await tx.query(`SET LOCAL search_path TO ${quote(schema)}`);
    await tx.query(projection.schema);
  });
}

async function dropSchema(db: Database, schema: string): Promise<void> {
  await db.query(`DROP SCHEMA IF EXISTS ${quote(schema)} CASCADE`);
}

/** Events a replay will look at (for the progress bar; a verify may stop a little earlier). */
function countToReplay(store: EventStore, projection: Projection): Promise<number> {
  return store.countAfter(START, { types: typesOf(projection), cap: Number.MAX_SAFE_INTEGER });
}

/**
 * Rebuilds a projection from the first event into fresh tables beside the live ones, then, in
 * one transaction holding the checkpoint lock, catches up the last events and swaps the fresh
 * tables in. Readers see the old tables until the commit, then the new ones.
 */
export async function rebuildProjection(
  db: Database,
  store: EventStore,
  projection: Projection,
  onProgress?: (progress: Progress) => void,
): Promise<Position> {
  const shadow = `rebuild_${projection.name}`;
  const retired = `retired_${projection.name}`;
  const total = await countToReplay(store, projection);
  await createTables(db, projection, shadow);
  try {
    let position = await replay(db, store, projection, shadow, {
      from: START,
      onProgress: (processed) => onProgress?.({ processed, total }),
    });
    await db.query(
      `INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [projection.name, projection.version],
    );
    await db.transaction(async (tx) => {
      await lockCheckpoint(tx, projection.name);
      position = await replay(db, store, projection, shadow, { from: position, tx });
      await tx.query(`CREATE SCHEMA ${quote(retired)}`);
      for (const table of projection.tables) {
        await tx.query(`ALTER TABLE IF EXISTS public.${quote(table)} SET SCHEMA ${quote(retired)}`);
        await tx.query(`ALTER TABLE ${quote(shadow)}.${quote(table)} SET SCHEMA public`);
      }
      await tx.query(`DROP SCHEMA ${quote(retired)} CASCADE`);
      await tx.query(`DROP SCHEMA ${quote(shadow)} CASCADE`);
      await saveCheckpoint(tx, projection.name, projection.version, position);
    });
    return position;
  } finally {
    await dropSchema(db, shadow);
  }
}

export interface RowDifference {
  table: string;
  /** `missing`: a rebuild has the row, the live table lacks it; `unexpected`: the reverse. */
  kind: 'missing' | 'unexpected';
  row: Record<string, unknown>;
}

/**
 * Rebuilds the projection aside up to the live checkpoint and compares, table by table, with
 * the live read model, holding the checkpoint lock so the live side stands still meanwhile.
 */
export async function verifyProjection(
  db: Database,
  store: EventStore,
  projection: Projection,
  options: { onProgress?: (progress: Progress) => void; maxRows?: number } = {},
): Promise<RowDifference[]> {
  const [live] = await readCheckpoints(db, [projection.name]);
  if (!live) throw new Error(`Projection ${projection.name} has not been built yet`);
  if (live.version !== projection.version) {
    throw new Error(
      `Projection ${projection.name} is live at version ${live.version} but the code is at ${projection.version}: rebuild it`,
    );
  }
  const shadow = `verify_${projection.name}`;
  const total = await countToReplay(store, projection);
  await createTables(db, projection, shadow);
  try {
    const built = await replay(db, store, projection, shadow, {
      from: START,
      until: live.position,
      onProgress: (processed) =>
        options.onProgress?.({ processed: Math.min(processed, total), total }),
    });
    return await db.transaction(async (tx) => {
      const now = await lockCheckpoint(tx, projection.name);
      if (!now || comparePositions(now.position, built) < 0) {
        throw new Error(`Projection ${projection.name} moved backwards while verifying: run again`);
      }
      await replay(db, store, projection, shadow, { from: built, until: now.position, tx });
      const differences: RowDifference[] = [];
      const limit = options.maxRows ?? 50;
      for (const table of projection.tables) {
        const live = `public.${quote(table)}`;
        const rebuilt = `${quote(shadow)}.${quote(table)}`;
        const { rows } = await tx.query<{
          kind: RowDifference['kind'];
          row: Record<string, unknown>;
        }>(
          `(SELECT 'missing' AS kind, to_jsonb(d) AS row FROM
              (SELECT * FROM ${rebuilt} EXCEPT ALL SELECT * FROM ${live}) d LIMIT $1)
           UNION ALL
           (SELECT 'unexpected', to_jsonb(d) FROM
              (SELECT * FROM ${live} EXCEPT ALL SELECT * FROM ${rebuilt}) d LIMIT $1)`,
          [limit],
        );
        differences.push(...rows.map((r) => ({ table, kind: r.kind, row: r.row })));
      }
      return differences;
    });
  } finally {
    await dropSchema(db, shadow);
  }
}

/** Whether every table of the projection exists in the live schema. */
export async function liveTablesExist(db: Database, projection: Projection): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = ANY($1)`,
    [[...projection.tables]],
  );
  return rows[0].n === projection.tables.length;
}
