import { Migration } from '../../platform';

export const notificationsMigrations: Migration[] = [
  {
    name: '20261230-10-notifications-mail-deliveries',
    up: `
      -- Each mail of the outbox (the mail_outbox projection) as it is sent: copied here by the
      -- dispatcher, so that a rebuild of the outbox keeps what was sent.
      CREATE TABLE mail_deliveries (
        -- The outbox row's id, derived from its event and kind: a row is copied once.
        id uuid PRIMARY KEY,
        provider_id uuid NOT NULL,
        order_id uuid NOT NULL,
        kind text NOT NULL,
        facts jsonb NOT NULL,
        pos_commit bigint NOT NULL,
        pos_prepare bigint NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'sent', 'skipped', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        -- The last failure's message, kept when the mail has failed for good.
        last_error text,
        -- Why it was not sent: its switch is off, nobody to send it to, its order is gone.
        skipped_because text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      );
      CREATE INDEX mail_deliveries_due ON mail_deliveries (next_attempt_at, pos_commit, pos_prepare)
        WHERE status = 'pending';
      CREATE INDEX mail_deliveries_of_order ON mail_deliveries (provider_id, order_id);
      -- How far the dispatcher has copied the outbox, and since when it sends: what was recorded
      -- before this migration (a deployment's whole history) is nobody's news.
      CREATE TABLE mail_outbox_cursor (
        one boolean PRIMARY KEY DEFAULT true CHECK (one),
        pos_commit bigint NOT NULL DEFAULT 0,
        pos_prepare bigint NOT NULL DEFAULT 0,
        id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
        installed_at timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO mail_outbox_cursor DEFAULT VALUES;
    `,
  },
];
