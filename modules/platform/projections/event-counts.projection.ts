import { Projection } from './projection';

/**
 * How many events of each type each stream category holds (the category is the stream id up
 * to its first '-'), and the last one's time: an operator's view of the log, and the platform's
 * own projection, so a fresh app always runs at least one.
 */
export const eventCountsProjection: Projection = {
  name: 'event_counts',
  version: 1,
  handles: 'all',
  tables: ['event_counts'],
  schema: `
    CREATE TABLE event_counts (
      category text NOT NULL,
      type text NOT NULL,
      events bigint NOT NULL,
      last_event_at timestamptz NOT NULL,
      PRIMARY KEY (category, type)
    );
  `,
  async handle(event, tx) {
    await tx.query(
      `INSERT INTO event_counts (category, type, events, last_event_at) VALUES ($1, $2, 1, $3)
       ON CONFLICT (category, type) DO UPDATE
         SET events = event_counts.events + 1,
             last_event_at = greatest(event_counts.last_event_at, $3)`,
      [event.streamId.split('-')[0], event.type, event.createdAt],
    );
  },
};
