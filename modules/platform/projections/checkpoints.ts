import { PoolClient, QueryResult } from 'pg';
import { Database, Queryable } from '../database/database';
import { Position } from '../event-store/position';

export interface Checkpoint {
  name: string;
  version: number;
  position: Position;
  updatedAt: Date;
}

interface Row {
  name: string;
  version: number;
  commit_position: string;
  prepare_position: string;
  updated_at: Date;
}

const SELECT =
  'SELECT name, version, commit_position::text, prepare_position::text, updated_at FROM projection_checkpoints';

/** Saves checkpoints, a row per entry of `values`: name, version, commit and prepare positions. */
const upsert = (values: readonly string[]) =>
  `INSERT INTO projection_checkpoints (name, version, commit_position, prepare_position, updated_at)
   VALUES ${values.map((row) => `(${row}, now())`).join(', ')}
   ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version,
     commit_position = EXCLUDED.commit_position, prepare_position = EXCLUDED.prepare_position,
     updated_at = now()`;

const toCheckpoint = (r: Row): Checkpoint => ({
  name: r.name,
  version: r.version,
  position: { commit: BigInt(r.commit_position), prepare: BigInt(r.prepare_position) },
  updatedAt: r.updated_at,
});

export async function readCheckpoints(
  db: Queryable,
  names?: readonly string[],
): Promise<Checkpoint[]> {
  const { rows } = names
    ? await db.query<Row>(`${SELECT} WHERE name = ANY($1) ORDER BY name`, [[...names]])
    : await db.query<Row>(`${SELECT} ORDER BY name`);
  return rows.map(toCheckpoint);
}

/**
 * Locks the projection's checkpoint row for the rest of the transaction. Every writer of a
 * projection's tables takes this lock first, so writers never deadlock on the tables.
 */
export async function lockCheckpoint(
  tx: PoolClient,
  name: string,
): Promise<Checkpoint | undefined> {
  const { rows } = await tx.query<Row>(`${SELECT} WHERE name = $1 FOR UPDATE`, [name]);
  return rows[0] && toCheckpoint(rows[0]);
}

export async function saveCheckpoint(
  tx: PoolClient,
  name: string,
  version: number,
  position: Position,
): Promise<void> {
  await tx.query(upsert(['$1, $2, $3, $4']), [
    name,
    version,
    position.commit.toString(),
    position.prepare.toString(),
  ]);
}

/**
 * One page of several projections in one transaction, in two round trips besides `work`'s own:
 * BEGIN travels with the lock of their checkpoints, and the save of the checkpoints `work`
 * moved travels with COMMIT (each a simple query of two statements, so its values are escaped
 * literals). `work` gets the locked checkpoints by name (throwing rolls back) and answers the
 * positions to save. Under load a page covers a few orders, so these round trips count.
 */
export async function inCheckpointTransaction(
  db: Database,
  projections: readonly { name: string; version: number }[],
  work: (
    tx: PoolClient,
    checkpoints: ReadonlyMap<string, Checkpoint>,
  ) => Promise<Map<string, Position>>,
): Promise<Map<string, Position>> {
  const tx = await db.pool.connect();
  try {
    const names = projections.map((p) => tx.escapeLiteral(p.name));
    // In name order, as every other locker of several checkpoints would: no deadlock.
    const opened = (await tx.query(
      `BEGIN ISOLATION LEVEL READ COMMITTED;
       ${SELECT} WHERE name IN (${names.join(', ')}) ORDER BY name FOR UPDATE`,
    )) as unknown as [QueryResult, QueryResult<Row>];
    const checkpoints = new Map(opened[1].rows.map((row) => [row.name, toCheckpoint(row)]));
    const moved = await work(tx, checkpoints);
    const versions = new Map(projections.map((p) => [p.name, p.version]));
    const values = [...moved].map(
      ([name, position]) =>
        `${tx.escapeLiteral(name)}, ${Number(versions.get(name))}, ${BigInt(position.commit)}, ${BigInt(position.prepare)}`,
    );
    await tx.query(values.length > 0 ? `${upsert(values)}; COMMIT` : 'COMMIT');
    return moved;
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}
