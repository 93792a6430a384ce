import { Migration } from '../../platform';
import { minOrderValueMigration } from './min-order-value.migration';

export const settingsMigrations: Migration[] = [
  minOrderValueMigration,
  {
    name: '20261205-01-business-settings',
    up: `
      CREATE TABLE business_settings (
        provider_id uuid PRIMARY KEY,
        legal_name text,
        address text,
        tax_id text,
        logo_key text,
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        locale text NOT NULL,
        order_prefix text NOT NULL,
        default_tax_rate numeric(6, 3) NOT NULL CHECK (default_tax_rate BETWEEN 0 AND 100),
        payment_terms_days integer NOT NULL CHECK (payment_terms_days BETWEEN 0 AND 365),
        invoice_per text NOT NULL CHECK (invoice_per IN ('ORDER', 'SHIPMENT')),
        notifications jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    name: '20261205-02-new-order-recipients',
    up: `
      -- Members (user ids) mailed of each new portal order.
      ALTER TABLE business_settings
        ADD COLUMN new_order_recipients uuid[] NOT NULL DEFAULT '{}';
    `,
  },
  {
    name: '20261205-30-portal-stock-and-contact-phone',
    up: `
      -- How the client portal shows stock (the number, or in words), and the phone it gives
      -- clients to reach the provider.
      ALTER TABLE business_settings
        ADD COLUMN portal_stock text NOT NULL DEFAULT 'exact'
          CHECK (portal_stock IN ('exact', 'words')),
        ADD COLUMN contact_phone text CHECK (char_length(contact_phone) <= 40);
    `,
  },
];
