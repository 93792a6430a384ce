import { eventIdFor, occurredAt, Projection, RecordedEvent } from '../../../platform';
import { isClientOrder, MAILING_EVENTS, MailingEvent, mailsOf } from '../../domain/client-mails';

/** A mail's id: of its event and kind, so a rebuild or a replay names it the same. */
export const mailIdOf = (eventId: string, kind: string) => eventIdFor(`mail:${kind}:${eventId}`, 0);

function mailingOf(event: RecordedEvent): MailingEvent {
  return {
    type: event.type,
    data: (event.data ?? {}) as Record<string, unknown>,
    providerId: event.metadata.providerId ?? null,
    actorType: event.metadata.actorType ?? null,
    occurredAt: occurredAt(event),
    storedAt: event.createdAt.toISOString(),
  };
}

/**
 * The mails' outbox: a row per mail that an order's placing, shipment, invoice or cancelling,
 * a return's answer or a return's credit note sends (see domain/client-mails), in commit order, keyed by an id derived from the event and
 * the kind. Written by the projection runner in the page's transaction with its checkpoint, so
 * a mail is in the outbox once its event is committed and a crash loses none. The dispatcher
 * copies new rows into mail_deliveries (which are not rebuilt) and sends them from there.
 *
 * mail_client_orders keeps the clients' orders placed, so that cancelling a stock movement
 * mails nobody. The rows are a function of the events alone, as verify expects.
 */
export const mailOutboxProjection: Projection = {
  name: 'mail_outbox',
  // 2: returns answered (ReturnApproved, ReturnRefused) and credit notes (CreditNoteIssued).
  // The rebuild gives the rows already sent their ids again (copied once), and past answers
  // rows at their events' places, mostly behind the dispatcher's cursor; those past it are
  // mailed only within the news window (the last 15 minutes' answers, at most).
  version: 2,
  handles: MAILING_EVENTS,
  tables: ['mail_outbox', 'mail_client_orders'],
  schema: `
    CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY,
      pos_commit bigint NOT NULL,
      pos_prepare bigint NOT NULL,
      provider_id uuid NOT NULL,
      order_id uuid NOT NULL,
      kind text NOT NULL,
      -- What the event says that the mail needs beyond its order (domain/client-mails MailFacts).
      facts jsonb NOT NULL,
      -- When the event was recorded: the dispatcher sends what was recorded after it was installed.
      stored_at timestamptz NOT NULL
    );
    CREATE INDEX mail_outbox_in_order ON mail_outbox (pos_commit, pos_prepare, id);
    CREATE TABLE mail_client_orders (order_id uuid PRIMARY KEY);
  `,
  async apply(events, tx) {
    const mailing = events.map(mailingOf);
    const placed = mailing.filter(isClientOrder).map((e) => String(e.data.orderId));
    const cancelled = mailing
      .filter((e) => e.type === 'OrderCancelled')
      .map((e) => String(e.data.orderId));
    const known = new Set(placed);
    if (cancelled.length > 0) {
      const { rows } = await tx.query<{ order_id: string }>(
        'SELECT order_id FROM mail_client_orders WHERE order_id = ANY($1::uuid[])',
        [cancelled],
      );
      for (const row of rows) known.add(row.order_id);
    }
    const rows = {
      id: [] as string[],
      commit: [] as string[],
      prepare: [] as string[],
      provider: [] as string[],
      order: [] as string[],
      kind: [] as string[],
      facts: [] as string[],
      stored: [] as string[],
    };
    mailing.forEach((event, i) => {
      for (const mail of mailsOf(event, known)) {
        const { kind, ...facts } = mail.facts;
        rows.id.push(mailIdOf(events[i].id, kind));
        rows.commit.push(String(events[i].position.commit));
        rows.prepare.push(String(events[i].position.prepare));
        rows.provider.push(mail.providerId);
        rows.order.push(mail.orderId);
        rows.kind.push(kind);
        rows.facts.push(JSON.stringify(facts));
        rows.stored.push(event.storedAt);
      }
    });
    if (placed.length > 0)
      await tx.query(
        `INSERT INTO mail_client_orders (order_id) SELECT * FROM unnest($1::uuid[])
         ON CONFLICT DO NOTHING`,
        [placed],
      );
    if (rows.id.length === 0) return;
    await tx.query(
      `INSERT INTO mail_outbox (id, pos_commit, pos_prepare, provider_id, order_id, kind, facts, stored_at)
       SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::uuid[], $5::uuid[],
         $6::text[], $7::jsonb[], $8::timestamptz[])
       ON CONFLICT (id) DO NOTHING`,
      [
        rows.id,
        rows.commit,
        rows.prepare,
        rows.provider,
        rows.order,
        rows.kind,
        rows.facts,
        rows.stored,
      ],
    );
  },
};
