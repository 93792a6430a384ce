import { occurredAt, Projection } from '../../../platform';
import { PUBLIC_NAMES, payloadOf } from '../../domain/webhook-events';

/**
 * The webhooks' outbox: one row per order, stock or transfer event, in commit order, with the exact JSON
 * body endpoints receive. Written by the projection runner in the page's transaction with its
 * checkpoint, so an event is in the outbox once it is committed and a crash loses none. Each
 * endpoint follows it from its own cursor (webhook_endpoints); the rows are a pure function
 * of the events, so a rebuild writes the very same rows and the cursors stay valid.
 */
export const webhookOutboxProjection: Projection = {
  name: 'webhook_outbox',
  // 2: transfers' events too. Rebuilt from the events on upgrade, so the rows stay the function
  // of the log; the older transfer rows land behind every endpoint's cursor and are not sent.
  version: 2,
  handles: Object.keys(PUBLIC_NAMES),
  tables: ['webhook_events'],
  schema: `
    CREATE TABLE webhook_events (
      provider_id uuid NOT NULL,
      pos_commit bigint NOT NULL,
      pos_prepare bigint NOT NULL,
      event_id uuid NOT NULL,
      type text NOT NULL,
      body text NOT NULL,
      PRIMARY KEY (provider_id, pos_commit, pos_prepare)
    );
  `,
  async apply(events, tx) {
    const rows = { provider: [], commit: [], prepare: [], id: [], type: [], body: [] } as Record<
      string,
      string[]
    >;
    for (const event of events) {
      const payload = payloadOf({
        id: event.id,
        type: event.type,
        data: event.data,
        providerId: String(
          event.metadata.providerId ?? (event.data as { providerId?: string }).providerId ?? '',
        ),
        occurredAt: occurredAt(event),
      });
      if (!payload) continue;
      rows.provider.push(payload.provider_id);
      rows.commit.push(String(event.position.commit));
      rows.prepare.push(String(event.position.prepare));
      rows.id.push(payload.id);
      rows.type.push(payload.type);
      rows.body.push(JSON.stringify(payload));
    }
    if (rows.id.length === 0) return;
    await tx.query(
      `INSERT INTO webhook_events (provider_id, pos_commit, pos_prepare, event_id, type, body)
       SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::uuid[], $5::text[], $6::text[])`,
      [rows.provider, rows.commit, rows.prepare, rows.id, rows.type, rows.body],
    );
  },
};
