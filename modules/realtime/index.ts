// Realtime: the live channel. Read-model changes, pushed by the projections after they commit,
// reach every browser that shows them (socket.io rooms per provider and per client), on one
// process or many sharing a PostgreSQL.
import { INestApplication } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';

export * from './live-events';
export { realtimeMigrations } from './realtime.migrations';
export { RealtimeModule } from './realtime.module';

/**
 * Serves the live channel on the app's HTTP server. Each process's socket.io keeps its own
 * rooms; LiveRelay carries publishes between processes through the database.
 */
export function useLiveChannel(app: INestApplication): void {
  app.useWebSocketAdapter(new IoAdapter(app));
}
