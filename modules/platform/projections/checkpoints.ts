import { PoolClient } from 'pg';
import { Database, Queryable } from '../database/database';
import { Position } from '../event-store/position';
import { ProjectionTx } from './projection-tx';

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

const UPSERT = `INSERT INTO projection_checkpoints (name, version, commit_position, prepare_position, updated_at)
   VALUES ($1, $2, $3, $4, now())
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
  await tx.query(UPSERT, [name, version, position.commit.toString(), position.prepare.toString()]);
}

/** Where a projection's page takes its checkpoint: from where its runner has it, to the page's end. */
export interface CheckpointMove {
  name: string;
  version: number;
  from: Position;
  to: Position;
}

/** SQLSTATE of projection_checkpoints_advance when a checkpoint is not where its runner has it. */
const MOVED = 'SF410';

/** A checkpoint was rebuilt or advanced elsewhere: its projection starts over from it. */
export class CheckpointMoved extends Error {
  constructor(readonly projection: string) {
    super(`The checkpoint of projection ${projection} moved`);
  }
}

/**
 * One page of several projections in one transaction, which moves their checkpoints (compare
 * and set, rows locked in name order) and runs `work`. BEGIN, the move, the writes `work`
 * queued and COMMIT travel in one round trip when `work` reads nothing. Throws CheckpointMoved
 * when a checkpoint was not at its `from`; nothing of the page stays then.
 */
export async function inCheckpointTransaction(
  db: Database,
  moves: readonly CheckpointMove[],
  work: (tx: ProjectionTx) => Promise<void>,
): Promise<void> {
  const client = await db.pool.connect();
  try {
    const tx = new ProjectionTx(db, client, 'BEGIN ISOLATION LEVEL READ COMMITTED');
    tx.write(
      `SELECT projection_checkpoints_advance($1::text[], $2::int[], $3::numeric[],
         $4::numeric[], $5::numeric[], $6::numeric[])`,
      [
        moves.map((m) => m.name),
        moves.map((m) => m.version),
        moves.map((m) => m.from.commit),
        moves.map((m) => m.from.prepare),
        moves.map((m) => m.to.commit),
        moves.map((m) => m.to.prepare),
      ],
    );
    await work(tx);
    await tx.flush('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    const { code, detail } = error as { code?: string; detail?: string };
    if (code === MOVED && detail) throw new CheckpointMoved(detail);
    throw error;
  } finally {
    client.release();
  }
}
