import { Migration } from '../../platform';

export const apiKeysMigrations: Migration[] = [
  {
    name: '20261220-01-api-keys',
    up: `
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        provider_id uuid NOT NULL,
        name text NOT NULL CHECK (name <> ''),
        -- The first characters of the secret, shown in the list: not enough to use it.
        prefix text NOT NULL,
        -- SHA-256 of the whole secret (hex); the secret itself is never stored.
        secret_hash text NOT NULL UNIQUE,
        scopes text[] NOT NULL,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz,
        revoked_by uuid
      );
      CREATE INDEX api_keys_by_provider ON api_keys (provider_id, created_at);
    `,
  },
];
