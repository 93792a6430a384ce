import { Migration } from '../platform';

/**
 * Live messages too large for a NOTIFY, kept a minute for the other processes to fetch (the
 * first table was socket.io's PostgreSQL adapter's, replaced by LiveRelay).
 */
export const realtimeMigrations: Migration[] = [
  {
    name: '20261121-30-realtime-attachments',
    up: `
      CREATE TABLE socket_io_attachments (
        id bigserial UNIQUE,
        created_at timestamptz DEFAULT now(),
        payload bytea
      );
    `,
  },
  {
    name: '20261122-31-realtime-live-messages',
    up: `
      DROP TABLE IF EXISTS socket_io_attachments;
      CREATE TABLE live_messages (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        payload text NOT NULL
      );
      CREATE INDEX live_messages_created_at ON live_messages (created_at);
    `,
  },
];
