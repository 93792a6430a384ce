import { Migration } from '../../platform';

export const catalogMigrations: Migration[] = [
  {
    name: '20261121-10-catalog-products-and-fields',
    up: `
      CREATE TABLE catalog_custom_fields (
        id uuid PRIMARY KEY,
        provider_id uuid NOT NULL,
        entity_type text NOT NULL CHECK (entity_type IN ('PRODUCTS', 'CLIENTS')),
        field_label text NOT NULL CHECK (field_label <> ''),
        field_type text NOT NULL CHECK (field_type IN ('TEXT', 'NUMBER', 'DATE', 'BOOLEAN', 'SELECT')),
        field_options text[] NOT NULL DEFAULT '{}',
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX catalog_custom_fields_provider
        ON catalog_custom_fields (provider_id, entity_type, lower(field_label));

      CREATE TABLE catalog_products (
        id uuid PRIMARY KEY,
        provider_id uuid NOT NULL,
        name text NOT NULL CHECK (name <> ''),
        price numeric(12, 2) NOT NULL CHECK (price >= 0),
        photo text,
        active boolean NOT NULL DEFAULT true,
        -- Custom field id to value, checked against the field on the way in.
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      -- The products list: one provider's products by name, a page at a time.
      CREATE INDEX catalog_products_by_name ON catalog_products (provider_id, lower(name), id);

      -- Who owns each uploaded file, so that only its provider may remove it.
      CREATE TABLE catalog_files (
        key text PRIMARY KEY,
        provider_id uuid NOT NULL,
        content_type text NOT NULL,
        size integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    name: '20261121-13-catalog-products-metadata-index',
    up: `
      -- Filters by custom values (metadata @> '{"field": "value"}') on grids of many products.
      CREATE INDEX catalog_products_metadata ON catalog_products USING gin (metadata jsonb_path_ops);
    `,
  },
  {
    name: '20261125-10-catalog-products-sku-barcode',
    up: `
      -- Optional codes a counter scans or types; each unique within a provider (a SKU whatever
      -- its case, since people type it), which the indexes hold whatever races.
      ALTER TABLE catalog_products ADD COLUMN sku text, ADD COLUMN barcode text;
      CREATE UNIQUE INDEX catalog_products_sku ON catalog_products (provider_id, lower(sku))
        WHERE sku IS NOT NULL;
      CREATE UNIQUE INDEX catalog_products_barcode ON catalog_products (provider_id, barcode)
        WHERE barcode IS NOT NULL;
    `,
  },
  {
    name: '20261125-20-catalog-products-track-lots',
    up: `
      -- Whether the product's receipts name a lot (and expiry) and its stock is kept per lot.
      ALTER TABLE catalog_products ADD COLUMN track_lots boolean NOT NULL DEFAULT false;
    `,
  },
  {
    name: '20261228-10-catalog-products-tax-rate',
    up: `
      -- The product's tax rate in percent (issue 36), frozen into each order line when placed;
      -- null: the provider's default rate (its business settings).
      ALTER TABLE catalog_products ADD COLUMN tax_rate numeric(6, 3)
        CHECK (tax_rate >= 0 AND tax_rate <= 100);
    `,
  },
  {
    name: '20261231-10-catalog-products-search',
    up: `
      -- Finding a product as one types (the command palette, the lists' search): trigrams of the
      -- name within the provider (btree_gin puts the provider in the same index); names in
      -- byte order, so that a prefix is one range read in order whatever the database's
      -- collation (a LIMIT stops after the first few); SKU prefixes likewise.
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE EXTENSION IF NOT EXISTS btree_gin;
      CREATE INDEX catalog_products_name_trigrams ON catalog_products
        USING gin (provider_id, lower(name) gin_trgm_ops);
      CREATE INDEX catalog_products_name_prefix ON catalog_products
        (provider_id, (lower(name) COLLATE "C"));
      CREATE INDEX catalog_products_sku_prefix ON catalog_products
        (provider_id, lower(sku) text_pattern_ops) WHERE sku IS NOT NULL;
    `,
  },
  {
    name: '20270110-10-catalog-products-order-rules',
    up: `
      -- The ordering rules a client's order line meets (issue 37): at least min_quantity units
      -- (0 aside), in multiples of case_pack; null: no rule. A client may have its own
      -- (clients_product_rules), which wins.
      ALTER TABLE catalog_products
        ADD COLUMN min_quantity integer CHECK (min_quantity BETWEEN 1 AND 1000000),
        ADD COLUMN case_pack integer CHECK (case_pack BETWEEN 1 AND 1000000);
    `,
  },
  {
    name: '20270112-10-catalog-custom-fields-portal-filter',
    up: `
      -- A product field the client portal's catalog is filtered by (issue 37); the domain keeps
      -- it to text, dropdown and yes/no fields of products.
      ALTER TABLE catalog_custom_fields
        ADD COLUMN portal_filter boolean NOT NULL DEFAULT false;
    `,
  },
  {
    name: '20270114-10-catalog-products-price-breaks',
    up: `
      -- Quantity-break prices (issue 37): [{ min_quantity, price }], minimums rising, checked by
      -- the domain. Read with the product, by the reads placing an order already makes, so a
      -- JSON list on the row rather than a table to join.
      ALTER TABLE catalog_products
        ADD COLUMN price_breaks jsonb NOT NULL DEFAULT '[]'
          CHECK (jsonb_typeof(price_breaks) = 'array' AND jsonb_array_length(price_breaks) <= 10);
    `,
  },
  {
    name: '20270201-10-catalog-versions',
    up: `
      -- A number per provider that every change to its products raises, in the same transaction
      -- (statement triggers, whatever writes them: a command, an import, a migration). The
      -- portal's search keeps a provider's active names in memory and reads only this number to
      -- know they are still the catalog's (catalog/infrastructure/product-names.ts).
      CREATE TABLE catalog_versions (
        provider_id uuid PRIMARY KEY,
        version bigint NOT NULL
      );
      CREATE FUNCTION catalog_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO catalog_versions (provider_id, version)
          SELECT DISTINCT provider_id, 1 FROM changed
          ON CONFLICT (provider_id) DO UPDATE SET version = catalog_versions.version + 1;
        RETURN NULL;
      END $$;
      CREATE TRIGGER catalog_products_inserted AFTER INSERT ON catalog_products
        REFERENCING NEW TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_changed();
      CREATE TRIGGER catalog_products_updated AFTER UPDATE ON catalog_products
        REFERENCING NEW TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_changed();
      CREATE TRIGGER catalog_products_deleted AFTER DELETE ON catalog_products
        REFERENCING OLD TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_changed();
    `,
  },
];
