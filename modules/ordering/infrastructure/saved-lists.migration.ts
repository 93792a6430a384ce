import { Migration } from '../../platform';

/**
 * The client portal's saved lists (issue 37): plain state a buyer edits, kept per client record
 * and provider so that everyone holding the client's link sees the same lists on any device.
 * Not event-sourced (docs/decisions/saved-lists-are-plain-state.md).
 */
export const savedListsMigration: Migration = {
  name: '20261205-40-ordering-saved-lists',
  up: `
    CREATE TABLE ordering_saved_lists (
      id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      client_id uuid NOT NULL,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
      -- [{ product_id, name, quantity }]: the name as saved, for a product no longer offered.
      lines jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- One name per client and provider, case aside: "Monday order" and "monday order" are one.
    CREATE UNIQUE INDEX ordering_saved_lists_name
      ON ordering_saved_lists (client_id, provider_id, lower(name));
  `,
};

/** Ordering's own tables (its orders are a projection's, not a migration's). */
export const orderingMigrations: Migration[] = [savedListsMigration];
