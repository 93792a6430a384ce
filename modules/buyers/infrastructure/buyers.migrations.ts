import { Migration } from '../../platform';

export const buyersMigrations: Migration[] = [
  {
    name: '20270125-10-buyers',
    up: `
      -- The people of a client company who sign in to its portal (one client record, so one
      -- provider): removed with the record, and their links and sessions with them.
      CREATE TABLE buyers (
        id uuid PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        provider_id uuid NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        email_normalized text NOT NULL,
        role text NOT NULL CHECK (role IN ('ADMIN', 'BUYER')),
        -- The most one order may total before tax without approval; null: no limit.
        order_limit numeric(14, 2) CHECK (order_limit >= 0),
        approver boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, email_normalized)
      );
      CREATE INDEX buyers_by_email ON buyers (email_normalized);

      -- One-time sign-in links (an invite's or a sign-in's), stored as the token's SHA-256.
      CREATE TABLE buyer_links (
        token_hash text PRIMARY KEY,
        buyer_id uuid NOT NULL REFERENCES buyers (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX buyer_links_of_buyer ON buyer_links (buyer_id, created_at);

      -- A buyer signed in on one device, as the token's SHA-256.
      CREATE TABLE buyer_sessions (
        token_hash text PRIMARY KEY,
        buyer_id uuid NOT NULL REFERENCES buyers (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        ended_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX buyer_sessions_of_buyer ON buyer_sessions (buyer_id);

      -- Sign-in requests per caller address, against mail floods.
      CREATE TABLE buyer_rate_limits (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL
      );

      -- An order above its buyer's limit, waiting for an approver of the company: the cart as
      -- sent (lines and notes), placed through ordering once approved. Never an order before.
      CREATE TABLE buyer_approval_requests (
        id uuid PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        provider_id uuid NOT NULL,
        buyer_id uuid REFERENCES buyers (id) ON DELETE SET NULL,
        -- Who placed it, as they were then: {name, email}.
        placed_by jsonb NOT NULL,
        lines jsonb NOT NULL,
        notes text,
        total numeric(14, 2) NOT NULL,
        currency text NOT NULL,
        status text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'APPROVED', 'DECLINED')),
        decided_by jsonb,
        decline_reason text,
        order_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      );
      CREATE INDEX buyer_approval_requests_of_client
        ON buyer_approval_requests (client_id, created_at DESC);
    `,
  },
];
