import { Migration } from '../../platform';

/**
 * The smallest order a client may place through the portal (issue 37), before tax, in the
 * provider's currency; null: none. Its own file, beside the settings' other migrations.
 */
export const minOrderValueMigration: Migration = {
  name: '20270110-30-settings-min-order-value',
  up: `
    ALTER TABLE business_settings ADD COLUMN min_order_value numeric(12, 2)
      CHECK (min_order_value >= 0);
  `,
};
