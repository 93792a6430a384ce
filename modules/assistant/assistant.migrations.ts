import { Migration } from '../platform';

export const assistantMigrations: Migration[] = [
  {
    // Trigram similarity, to match the names in a question with the provider's clients,
    // products and locations. Trusted since PostgreSQL 13: the app's own role may create it.
    name: '20261201-30-assistant-trigrams',
    up: 'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  },
];
