// Platform: the shared kernel every context builds on. It owns configuration, the database,
// the event store (PostgreSQL or EventStoreDB), the projection engine and health; no domain logic.
export * from './config/config.schema';
export * from './database/database';
export * from './database/embedded-postgres';
export * from './database/migrations';
export { platformMigrations } from './database/platform.migrations';
export * from './event-store/event-store.port';
export * from './event-store/position';
export { PostgresEventStore } from './event-store/postgres-event-store';
