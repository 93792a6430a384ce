import { Injectable } from '@nestjs/common';
import { Database, Queryable, Read, read } from '../../platform';

export interface ProviderCard {
  id: string;
  name: string;
  email: string | null;
}

/** Providers' names and contact emails, for the screens that show who a provider is. */
@Injectable()
export class ProvidersDirectory {
  constructor(private readonly db: Database) {}

  async cards(ids: readonly string[]): Promise<Map<string, ProviderCard>> {
    if (ids.length === 0) return new Map();
    return this.db.read(this.cardsRead(ids));
  }

  /** The read of `cards`, for a caller that reads it together with others. */
  cardsRead(ids: readonly string[]): Read<Map<string, ProviderCard>> {
    return read(
      'identity_provider_cards',
      'SELECT id, name, email FROM identity_providers WHERE id = ANY($1::uuid[])',
      [[...new Set(ids)]],
      (rows: ProviderCard[]) => new Map(rows.map((row) => [row.id, row])),
    );
  }

  /** The owner's email of each provider (the member nobody invited): where digests go. */
  async ownerEmails(providerIds: readonly string[]): Promise<Map<string, string>> {
    if (providerIds.length === 0) return new Map();
    const { rows } = await this.db.query<{ provider_id: string; email: string }>(
      `SELECT m.provider_id, u.email FROM identity_memberships m
         JOIN identity_users u ON u.id = m.user_id
        WHERE m.provider_id = ANY($1::uuid[]) AND m.invited_by IS NULL`,
      [[...new Set(providerIds)]],
    );
    return new Map(rows.map((row) => [row.provider_id, row.email]));
  }

  /**
   * Users' emails as a relation (id, email) another context's export may join in SQL (see
   * csvCopyExport): who did what, in a history too long to name a page at a time.
   */
  readonly emailsSql = 'SELECT id, email FROM identity_users';

  /** Users' emails by id: who did what, in histories. */
  async userEmails(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: string; email: string }>(
      'SELECT id, email FROM identity_users WHERE id = ANY($1::uuid[])',
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row.email]));
  }
}

/** Whether any provider has signed up yet (a fresh install offers demo data when not). */
export async function hasProviders(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM identity_providers LIMIT 1');
  return rows.length > 0;
}
