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
  async apply(events, tx) {
    // Counted per (category, type) here, then one statement for the whole page.
    const counts = new Map<string, { category: string; type: string; n: number; last: Date }>();
    for (const event of events) {
      const category = event.streamId.split('-')[0];
      const key = `${category}\u0000${event.type}`;
      const known = counts.get(key);
      if (!known) counts.set(key, { category, type: event.type, n: 1, last: event.createdAt });
      else {
        known.n++;
        if (event.createdAt > known.last) known.last = event.createdAt;
      }
    }
    const rows = [...counts.values()];
    await tx.query(
      `INSERT INTO event_counts (category, type, events, last_event_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::timestamptz[])
       ON CONFLICT (category, type) DO UPDATE
         SET events = event_counts.events + excluded.events,
             last_event_at = greatest(event_counts.last_event_at, excluded.last_event_at)`,
      [
        rows.map((r) => r.category),
        rows.map((r) => r.type),
        rows.map((r) => r.n),
        rows.map((r) => r.last),
      ],
    );
  },
};
