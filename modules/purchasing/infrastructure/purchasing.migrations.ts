import { Migration } from '../../platform';

/**
 * Suppliers and their prices (issue 35, part 1): the purchasing context's master data, plain
 * rows (docs/decisions/suppliers-are-plain-records.md). A supplier's name is unique per provider
 * whatever its case; a product has at most one preferred supplier, which a partial unique index
 * holds whatever the races.
 */
export const suppliersMigration: Migration = {
  name: '20261205-60-purchasing-suppliers',
  up: `
    CREATE TABLE purchasing_suppliers (
      id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      name text NOT NULL CHECK (name <> '' AND char_length(name) <= 200),
      contact_name text CHECK (char_length(contact_name) <= 200),
      email text CHECK (char_length(email) <= 254),
      phone text CHECK (char_length(phone) <= 40),
      currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      lead_time_days integer NOT NULL DEFAULT 0 CHECK (lead_time_days BETWEEN 0 AND 365),
      payment_terms text CHECK (payment_terms IN ('PREPAID', 'NET_15', 'NET_30', 'NET_60')),
      notes text CHECK (char_length(notes) <= 2000),
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX purchasing_suppliers_name
      ON purchasing_suppliers (provider_id, lower(name));

    CREATE TABLE purchasing_supplier_prices (
      supplier_id uuid NOT NULL REFERENCES purchasing_suppliers (id) ON DELETE CASCADE,
      product_id uuid NOT NULL,
      provider_id uuid NOT NULL,
      supplier_sku text CHECK (char_length(supplier_sku) <= 100),
      unit_price numeric(12, 2) NOT NULL CHECK (unit_price >= 0),
      pack_size integer NOT NULL DEFAULT 1 CHECK (pack_size BETWEEN 1 AND 1000000),
      min_order_quantity integer NOT NULL DEFAULT 1
        CHECK (min_order_quantity BETWEEN 1 AND 1000000 AND min_order_quantity % pack_size = 0),
      preferred boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (supplier_id, product_id)
    );
    -- A product's suppliers (the product page), and its one preferred supplier.
    CREATE INDEX purchasing_supplier_prices_product
      ON purchasing_supplier_prices (provider_id, product_id);
    CREATE UNIQUE INDEX purchasing_supplier_prices_preferred
      ON purchasing_supplier_prices (product_id) WHERE preferred;
  `,
};

export const purchasingMigrations: Migration[] = [suppliersMigration];
