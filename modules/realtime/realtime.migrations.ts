import { Migration } from '../platform';

/** The socket.io PostgreSQL adapter's table for messages too large for a NOTIFY. */
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
];
