import { Migration } from '../../platform';

/** Inventory's own tables beside its projections' (which the projection runner makes). */
export const inventoryMigrations: Migration[] = [
  {
    // One row per provider and day a low-stock digest went out: the process that inserts it
    // sends it, so several processes and restarts send one digest a day.
    name: '20261226-01-low-stock-digests',
    up: `
      CREATE TABLE low_stock_digests (
        provider_id uuid NOT NULL,
        day date NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider_id, day)
      );
    `,
  },
];
