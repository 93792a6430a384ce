import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Database } from '../../platform';
import { ApiKeyResponse } from '../responses/api-key.response.dto';

/** A key as the list shows it: never its secret, nor the secret's hash. */
export type ApiKeyView = ApiKeyResponse;

/** A live key found by its secret. */
export interface LiveKey {
  id: string;
  providerId: string;
  name: string;
  scopes: string[];
  lastUsedAt: Date | null;
}

/** Secrets are high-entropy (32 random bytes): their SHA-256 is enough to store them by. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

const VIEW = `id, name, prefix, scopes, created_at, last_used_at, revoked_at`;

/**
 * The provider's keys in PostgreSQL, as plain statements: the key of a request is one prepared
 * lookup on the app's pool (as the member's session check is), each change one statement.
 */
@Injectable()
export class ApiKeyStore {
  constructor(private readonly db: Database) {}

  async create(key: {
    id: string;
    providerId: string;
    name: string;
    prefix: string;
    secret: string;
    scopes: string[];
    createdBy: string;
  }): Promise<ApiKeyView> {
    const { rows } = await this.db.query<ApiKeyView>(
      `INSERT INTO api_keys (id, provider_id, name, prefix, secret_hash, scopes, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${VIEW}`,
      [
        key.id,
        key.providerId,
        key.name,
        key.prefix,
        secretHash(key.secret),
        key.scopes,
        key.createdBy,
      ],
    );
    return rows[0];
  }

  async count(providerId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api_keys WHERE provider_id = $1 AND revoked_at IS NULL',
      [providerId],
    );
    return rows[0].n;
  }

  async list(providerId: string): Promise<ApiKeyView[]> {
    const { rows } = await this.db.query<ApiKeyView>(
      `SELECT ${VIEW} FROM api_keys WHERE provider_id = $1
        ORDER BY revoked_at IS NOT NULL, created_at DESC, id`,
      [providerId],
    );
    return rows;
  }

  /** Revokes the provider's key (again: no change); false when it has no such key. */
  async revoke(providerId: string, keyId: string, by: string): Promise<ApiKeyView | undefined> {
    const { rows } = await this.db.query<ApiKeyView>(
      `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()),
              revoked_by = coalesce(revoked_by, $3)
        WHERE provider_id = $1 AND id = $2 RETURNING ${VIEW}`,
      [providerId, keyId, by],
    );
    return rows[0];
  }

  /** The live (not revoked) key whose secret this is, if any. */
  async live(secret: string): Promise<LiveKey | undefined> {
    const { rows } = await this.db.query<{
      id: string;
      provider_id: string;
      name: string;
      scopes: string[];
      last_used_at: Date | null;
    }>({
      name: 'api_key_live',
      text: `SELECT id, provider_id, name, scopes, last_used_at FROM api_keys
              WHERE secret_hash = $1 AND revoked_at IS NULL`,
      values: [secretHash(secret)],
    });
    const row = rows[0];
    return (
      row && {
        id: row.id,
        providerId: row.provider_id,
        name: row.name,
        scopes: row.scopes,
        lastUsedAt: row.last_used_at,
      }
    );
  }

  /** Records a use at `at`, unless one within the minute before is recorded (other processes). */
  async recordUse(keyId: string, at: Date): Promise<void> {
    await this.db.query({
      name: 'api_key_used',
      text: `UPDATE api_keys SET last_used_at = $2::timestamptz
              WHERE id = $1
                AND (last_used_at IS NULL OR last_used_at <= $2::timestamptz - interval '1 minute')`,
      values: [keyId, at],
    });
  }

  /**
   * Keys' names as a relation (id, provider_id, name) another context's export may join in SQL
   * (see csvCopyExport).
   */
  readonly namesSql = 'SELECT id, provider_id, name FROM api_keys';

  /** Names of the provider's keys by id (revoked ones too: history still names them). */
  async names(providerId: string, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM api_keys WHERE provider_id = $1 AND id = ANY($2::uuid[])',
      [providerId, ids],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
