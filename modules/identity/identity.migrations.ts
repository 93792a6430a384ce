import { Migration } from '../platform';

export const identityMigrations: Migration[] = [
  {
    name: '20261121-02-identity-accounts',
    up: `
      CREATE TABLE identity_users (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        email_normalized text NOT NULL UNIQUE,
        password_hash text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE identity_providers (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- The owner of a provider is the member with no invited_by.
      CREATE TABLE identity_memberships (
        id uuid PRIMARY KEY,
        provider_id uuid NOT NULL REFERENCES identity_providers (id),
        user_id uuid NOT NULL REFERENCES identity_users (id),
        invited_by uuid REFERENCES identity_users (id),
        active boolean NOT NULL DEFAULT true,
        permissions_denied text[] NOT NULL DEFAULT '{}',
        invited_at timestamptz NOT NULL DEFAULT now(),
        accepted_at timestamptz,
        UNIQUE (provider_id, user_id)
      );
      CREATE INDEX identity_memberships_user ON identity_memberships (user_id);
      -- Opaque refresh tokens, stored hashed, single use. A family is one sign-in's chain of
      -- rotations: a token used twice revokes its whole family.
      CREATE TABLE identity_refresh_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES identity_users (id),
        family_id uuid NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz
      );
      CREATE INDEX identity_refresh_tokens_family ON identity_refresh_tokens (family_id);
    `,
  },
  {
    name: '20261121-03-identity-rate-limits',
    up: `
      -- Fixed windows of attempts per key (an IP or an email), shared by every app process.
      CREATE TABLE identity_rate_limits (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        hits int NOT NULL,
        PRIMARY KEY (key, window_start)
      );
    `,
  },
  {
    name: '20261121-04-identity-link-tokens',
    up: `
      -- The one-time secrets behind invite and password-reset links, stored hashed.
      CREATE TABLE identity_link_tokens (
        id uuid PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('invite', 'reset')),
        user_id uuid NOT NULL REFERENCES identity_users (id),
        provider_id uuid REFERENCES identity_providers (id),
        secret_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
    `,
  },
];
