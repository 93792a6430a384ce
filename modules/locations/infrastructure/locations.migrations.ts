import { Migration } from '../../platform';

export const locationsMigrations: Migration[] = [
  {
    name: '20261121-11-locations',
    up: `
      CREATE TABLE locations (
        id uuid PRIMARY KEY,
        provider_id uuid NOT NULL,
        name text NOT NULL CHECK (name <> ''),
        active boolean NOT NULL DEFAULT true,
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Orders go to the default location: it must be one that takes orders.
        CONSTRAINT locations_default_is_active CHECK (NOT is_default OR active)
      );
      -- At most one default per provider, whatever the concurrency.
      CREATE UNIQUE INDEX locations_one_default ON locations (provider_id) WHERE is_default;
      CREATE INDEX locations_by_name ON locations (provider_id, lower(name));
    `,
  },
];
