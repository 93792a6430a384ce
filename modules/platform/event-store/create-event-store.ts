import { Config } from '../config/config.schema';
import { Database } from '../database/database';
import { EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { PostgresEventStore } from './postgres-event-store';

/** EventStoreDB when EVENTSTORE_CONNECTION_STRING is set, else the app's PostgreSQL. */
export function createEventStore(
  config: Pick<Config, 'EVENTSTORE_CONNECTION_STRING' | 'PROJECTIONS_POLL_MS'>,
  db: Database,
): EventStore {
  return config.EVENTSTORE_CONNECTION_STRING
    ? new EventStoreDbEventStore(config.EVENTSTORE_CONNECTION_STRING, {
        pollMs: config.PROJECTIONS_POLL_MS,
      })
    : new PostgresEventStore(db, { pollMs: config.PROJECTIONS_POLL_MS });
}
