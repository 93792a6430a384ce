import type { PoolClient } from 'pg';

type Numbering = (
  created: readonly { id: string; providerId: string }[],
  lastOf: ReadonlyMap<string, number>,
) => { numbers: Map<string, number>; last: Map<string, number> };

/**
 * Numbers the documents a projection's page creates, after their providers' last numbers kept
 * in `table` (provider_id, last), by the context's pure `numbering`, and moves those on in the
 * page's transaction: numbers in commit order, never handed out twice.
 */
export async function numberCreated(
  tx: PoolClient,
  table: string,
  created: readonly { id: string; providerId: string }[],
  numbering: Numbering,
): Promise<Map<string, number>> {
  if (created.length === 0) return new Map();
  const providers = [...new Set(created.map((c) => c.providerId))];
  const { rows } = await tx.query<{ provider_id: string; last: number }>(
    `SELECT provider_id, last FROM ${table} WHERE provider_id = ANY($1::uuid[])`,
    [providers],
  );
  const { numbers, last } = numbering(
    created,
    new Map(rows.map((row) => [row.provider_id, row.last])),
  );
  await tx.query(
    `INSERT INTO ${table} (provider_id, last)
     SELECT * FROM unnest($1::uuid[], $2::int[])
     ON CONFLICT (provider_id) DO UPDATE SET last = excluded.last`,
    [[...last.keys()], [...last.values()]],
  );
  return numbers;
}
