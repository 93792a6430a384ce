// Realtime: the live channel. Read-model changes, pushed by the projections after they commit,
// reach every browser that shows them (socket.io rooms per provider and per client), on one
// process or many sharing a PostgreSQL.
import { INestApplication, Logger } from '@nestjs/common';
import { Database } from '../platform';
import { PostgresIoAdapter } from './postgres-io.adapter';

export * from './live-events';
export { realtimeMigrations } from './realtime.migrations';
export { RealtimeModule } from './realtime.module';

/** Serves the live channel on the app's HTTP server, fanned out through its database. */
export function useLiveChannel(app: INestApplication): void {
  const logger = new Logger('LiveChannel');
  app.useWebSocketAdapter(
    new PostgresIoAdapter(app, app.get(Database).url, (error) =>
      logger.warn(`Live channel: ${error.message}`),
    ),
  );
}
