import { Migration } from '../../platform';

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
  {
    name: '20261202-05-identity-sessions',
    up: `
      -- A session is one sign-in and its refreshes: the refresh-token family. Access tokens name
      -- it, and stop working once it has ended.
      CREATE TABLE identity_sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES identity_users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        ended_because text
      );
      CREATE INDEX identity_sessions_user_live ON identity_sessions (user_id) WHERE ended_at IS NULL;
      INSERT INTO identity_sessions (id, user_id, created_at, ended_at, ended_because)
        SELECT family_id, (array_agg(user_id))[1], min(created_at),
               CASE WHEN bool_and(revoked_at IS NOT NULL) THEN max(revoked_at) END,
               CASE WHEN bool_and(revoked_at IS NOT NULL) THEN 'revoked' END
          FROM identity_refresh_tokens GROUP BY family_id;
      ALTER TABLE identity_refresh_tokens
        ADD CONSTRAINT identity_refresh_tokens_session
        FOREIGN KEY (family_id) REFERENCES identity_sessions (id);

      -- A newer link for the same door supersedes the older ones: only the newest works.
      ALTER TABLE identity_link_tokens ADD COLUMN superseded_at timestamptz;
      CREATE INDEX identity_link_tokens_open ON identity_link_tokens (user_id, purpose)
        WHERE used_at IS NULL AND superseded_at IS NULL;

      -- Attempts per key in a window that opens at the key's first attempt (not on the clock's
      -- quarter hours), so a lockout lasts its full 15 minutes.
      DROP TABLE identity_rate_limits;
      CREATE TABLE identity_rate_limits (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        hits int NOT NULL
      );
    `,
  },
  {
    name: '20270101-10-identity-user-language',
    up: `
      -- The language a user chose for the app's screens, kept with the user so that every device
      -- they sign in on opens in it. Null: none chosen (the browser's language is used).
      ALTER TABLE identity_users ADD COLUMN language text;
    `,
  },
];
