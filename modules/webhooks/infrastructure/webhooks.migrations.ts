import { Migration } from '../../platform';

export const webhooksMigrations: Migration[] = [
  {
    name: '20261225-01-webhooks',
    up: `
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY,
        provider_id uuid NOT NULL,
        url text NOT NULL,
        description text,
        -- The signing secret: needed in clear to sign each delivery; shown once, at creation.
        secret text NOT NULL,
        events text[] NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- The outbox position up to which the endpoint's deliveries have been made.
        cursor_commit bigint NOT NULL DEFAULT 0,
        cursor_prepare bigint NOT NULL DEFAULT 0
      );
      CREATE INDEX webhook_endpoints_by_provider ON webhook_endpoints (provider_id, created_at);
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        provider_id uuid NOT NULL,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        pos_commit bigint NOT NULL,
        pos_prepare bigint NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        response_code integer,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        first_attempt_at timestamptz,
        last_attempt_at timestamptz,
        next_attempt_at timestamptz,
        delivered_at timestamptz,
        UNIQUE (endpoint_id, event_id)
      );
      CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (endpoint_id, pos_commit, pos_prepare)
        WHERE status = 'pending';
      CREATE INDEX webhook_deliveries_log ON webhook_deliveries (endpoint_id, pos_commit DESC, pos_prepare DESC);
    `,
  },
  {
    // One stored event may send several webhook events (a stock change that crosses its
    // reorder minimum: stock.changed, then stock.low): the outbox, the cursors and the
    // deliveries are keyed by position and a sequence within the event. Every row so far is the
    // only one of its event, so 0; the order of existing rows and what is pending stay. The live
    // outbox, the projection's table at version 2, gains the sequence here, so the dispatcher
    // keeps sending from it while version 3 is built beside it and swapped in.
    name: '20261227-01-webhooks-event-sequence',
    up: `
      ALTER TABLE webhook_endpoints ADD COLUMN cursor_seq integer NOT NULL DEFAULT 0;
      ALTER TABLE webhook_deliveries ADD COLUMN pos_seq integer NOT NULL DEFAULT 0;
      DROP INDEX webhook_deliveries_pending;
      CREATE INDEX webhook_deliveries_pending
        ON webhook_deliveries (endpoint_id, pos_commit, pos_prepare, pos_seq)
        WHERE status = 'pending';
      DROP INDEX webhook_deliveries_log;
      CREATE INDEX webhook_deliveries_log
        ON webhook_deliveries (endpoint_id, pos_commit DESC, pos_prepare DESC, pos_seq DESC);
      ALTER TABLE IF EXISTS webhook_events ADD COLUMN IF NOT EXISTS pos_seq integer NOT NULL DEFAULT 0;
      ALTER TABLE IF EXISTS webhook_events DROP CONSTRAINT IF EXISTS webhook_events_pkey;
      ALTER TABLE IF EXISTS webhook_events
        ADD CONSTRAINT webhook_events_pkey PRIMARY KEY (provider_id, pos_commit, pos_prepare, pos_seq);
    `,
  },
];
