import { PoolClient } from 'pg';
import { Queryable } from '../database/database';
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
  await tx.query(
    `INSERT INTO projection_checkpoints (name, version, commit_position, prepare_position, updated_at)
     VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (name) DO UPDATE SET version = $2, commit_position = $3, prepare_position = $4,
       updated_at = now()`,
    [name, version, position.commit.toString(), position.prepare.toString()],
  );
}
