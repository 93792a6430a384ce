import { Migration } from '../../platform';
import { creditTermsMigrations } from './credit-terms.migrations';

export const clientsMigrations: Migration[] = [
  {
    name: '20261121-12-clients',
    up: `
      -- A client of a provider. Its id is the secret in its public ordering link.
      CREATE TABLE clients (
        id uuid PRIMARY KEY,
        provider_id uuid NOT NULL,
        name text NOT NULL CHECK (name <> ''),
        email text NOT NULL,
        address text,
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- The link between a provider and a client; inactive, the client cannot order.
      CREATE TABLE clients_provider_links (
        id uuid PRIMARY KEY,
        provider_id uuid NOT NULL,
        client_id uuid NOT NULL REFERENCES clients (id),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider_id, client_id)
      );
      CREATE INDEX clients_provider_links_client ON clients_provider_links (client_id);
      CREATE INDEX clients_by_name ON clients (provider_id, lower(name), id);

      CREATE TABLE clients_product_prices (
        id uuid PRIMARY KEY,
        provider_id uuid NOT NULL,
        client_id uuid NOT NULL REFERENCES clients (id),
        product_id uuid NOT NULL,
        name text,
        price numeric(12, 2) NOT NULL CHECK (price > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX clients_product_prices_client ON clients_product_prices (client_id, created_at);
      CREATE INDEX clients_product_prices_product ON clients_product_prices (provider_id, product_id);

      CREATE TABLE clients_product_availability (
        id uuid PRIMARY KEY,
        provider_id uuid NOT NULL,
        client_id uuid NOT NULL REFERENCES clients (id),
        product_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, product_id)
      );
    `,
  },
  {
    name: '20261124-01-client-link-keys',
    up: `
      -- The secret of a client's public link, apart from its id: provider members read client
      -- ids everywhere, and only those who may place orders may hand out the link. Every client,
      -- existing ones too, gets a fresh key: links that carried the id stop working.
      ALTER TABLE clients ADD COLUMN link_key uuid NOT NULL DEFAULT gen_random_uuid();
      CREATE UNIQUE INDEX clients_link_key ON clients (link_key);
    `,
  },
  {
    name: '20261215-01-client-portals',
    up: `
      -- A client's own portal: the place where the client records that several providers keep
      -- for one email meet. Its key is mailed to that email only; no provider ever holds it.
      CREATE TABLE clients_portals (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        key uuid NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- The provider records a portal shows: the first provider's at once, every other one
      -- once the client accepted its request. One record per provider in a portal.
      CREATE TABLE clients_portal_members (
        client_id uuid PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
        portal_id uuid NOT NULL REFERENCES clients_portals (id),
        provider_id uuid NOT NULL,
        joined_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (portal_id, provider_id)
      );
      CREATE INDEX clients_portal_members_portal ON clients_portal_members (portal_id);
      -- A provider asking to join a portal with its own record; answered once, by the client.
      CREATE TABLE clients_link_requests (
        id uuid PRIMARY KEY,
        portal_id uuid NOT NULL REFERENCES clients_portals (id),
        provider_id uuid NOT NULL,
        client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED')),
        created_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz,
        UNIQUE (portal_id, provider_id)
      );
      CREATE INDEX clients_by_email ON clients (lower(btrim(email)), created_at);
    `,
  },
  {
    name: '20261224-01-client-link-asks',
    up: `
      -- What a provider sees of its link requests: one per client record, made whenever the
      -- provider gives the record an email (added, imported, changed), whether or not another
      -- provider knows that email, so that seeing it tells the provider nothing.
      CREATE TABLE clients_link_asks (
        client_id uuid PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
        provider_id uuid NOT NULL,
        email text NOT NULL,
        asked_at timestamptz NOT NULL DEFAULT now(),
        withdrawn_at timestamptz
      );
      -- A client who left a provider's portal: kept, so that provider does not ask again.
      ALTER TABLE clients_link_requests DROP CONSTRAINT clients_link_requests_status_check;
      ALTER TABLE clients_link_requests ADD CONSTRAINT clients_link_requests_status_check
        CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED', 'LEFT'));
    `,
  },
  {
    name: '20261228-20-clients-tax-id-and-exemption',
    up: `
      -- A client's tax id, printed on its documents, and whether its orders are tax exempt
      -- (issue 36): an exempt client's order lines are placed at a rate of 0.
      ALTER TABLE clients ADD COLUMN tax_id text,
        ADD COLUMN tax_exempt boolean NOT NULL DEFAULT false;
    `,
  },
  {
    name: '20261231-20-clients-search',
    up: `
      -- Finding a client by name or email as one types: trigrams within the provider, names in
      -- byte order (a prefix is one range read in order, whatever the database's collation),
      -- and email prefixes.
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE EXTENSION IF NOT EXISTS btree_gin;
      CREATE INDEX clients_name_trigrams ON clients
        USING gin (provider_id, lower(name) gin_trgm_ops, lower(email) gin_trgm_ops);
      CREATE INDEX clients_name_prefix ON clients (provider_id, (lower(name) COLLATE "C"));
      CREATE INDEX clients_email_prefix ON clients (provider_id, lower(email) text_pattern_ops);
    `,
  },
  {
    name: '20270110-20-clients-product-rules',
    up: `
      -- A client's own ordering rules for a product (issue 37), in place of the product's
      -- minimum and case pack: null is no rule for this client. One row per client and product;
      -- placing an order reads a client's rows with its prices, by this unique index.
      CREATE TABLE clients_product_rules (
        id uuid PRIMARY KEY,
        provider_id uuid NOT NULL,
        client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        product_id uuid NOT NULL,
        min_quantity integer CHECK (min_quantity BETWEEN 1 AND 1000000),
        case_pack integer CHECK (case_pack BETWEEN 1 AND 1000000),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, product_id)
      );
      CREATE INDEX clients_product_rules_product ON clients_product_rules (provider_id, product_id);
    `,
  },
  {
    name: '20270114-20-clients-product-price-breaks',
    up: `
      -- A client's own quantity breaks for a product (issue 37), in place of the product's
      -- whole ([] is none for this client). One row per client and product; placing an order
      -- reads a client's rows with its prices and rules, in the same statement.
      CREATE TABLE clients_product_price_breaks (
        id uuid PRIMARY KEY,
        provider_id uuid NOT NULL,
        client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        product_id uuid NOT NULL,
        price_breaks jsonb NOT NULL DEFAULT '[]'
          CHECK (jsonb_typeof(price_breaks) = 'array' AND jsonb_array_length(price_breaks) <= 10),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, product_id)
      );
      CREATE INDEX clients_product_price_breaks_product
        ON clients_product_price_breaks (provider_id, product_id);
    `,
  },
  ...creditTermsMigrations,
];
