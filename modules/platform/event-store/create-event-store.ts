import { Config } from '../config/config.schema';
import { Database } from '../database/database';
import { EventStore } from './event-store.port';
import { PostgresEventStore } from './postgres-event-store';

/**
 * EventStoreDB when EVENTSTORE_CONNECTION_STRING is set, else the app's PostgreSQL. Its client
 * library is loaded only then: an app on PostgreSQL does not carry it (about 13 MB).
 */
export function createEventStore(
  config: Pick<Config, 'EVENTSTORE_CONNECTION_STRING' | 'PROJECTIONS_POLL_MS'>,
  db: Database,
): EventStore {
  if (!config.EVENTSTORE_CONNECTION_STRING)
    return new PostgresEventStore(db, { pollMs: config.PROJECTIONS_POLL_MS });
  const { EventStoreDbEventStore } =
    require('./eventstoredb-event-store') as typeof import('./eventstoredb-event-store');
  return new EventStoreDbEventStore(config.EVENTSTORE_CONNECTION_STRING, {
    pollMs: config.PROJECTIONS_POLL_MS,
  });
}
