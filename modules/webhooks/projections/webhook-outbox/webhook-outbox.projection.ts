import type { PoolClient } from 'pg';
import {
  formatTransferNumber,
  numberTransfers,
  OrderPlaced,
  readStockCells,
  stockCellKey,
  stockCellsTable,
  TRANSFER_EVENT_TYPES,
  TransferCreated,
  writeStockCells,
} from '../../../inventory';
import { numberedRunSql, numberPrefixOf, orderSeriesTableSql, seriesOf } from '../../../ordering';
import {
  eventIdFor,
  formatPosition,
  occurredAt,
  Projection,
  RecordedEvent,
} from '../../../platform';
import {
  PUBLIC_NAMES,
  StockAlert,
  StoredEvent,
  WebhookPayload,
  webhookEventsOf,
} from '../../domain/webhook-events';
import { foldAlerts, STOCK_EVENT_TYPES, StockKey, stockOf } from './stock-alerts';

function storedOf(event: RecordedEvent): StoredEvent {
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    providerId: String(
      event.metadata.providerId ?? (event.data as { providerId?: string }).providerId ?? '',
    ),
    occurredAt: occurredAt(event),
    position: formatPosition(event.position),
  };
}

const ORDER_EVENTS = new Set(['OrderPlaced', 'OrderShipped', 'OrderFulfilled', 'OrderCancelled']);

/**
 * The numbers of the orders a page's order events are about, as the orders list shows them: the
 * placements are numbered as the orders projection numbers them (numberedRunSql, on the same
 * events, so both give an order the same number) and kept beside the outbox, each with the
 * prefix it is read with (an order's own, frozen in its OrderPlaced), for the events that come
 * later; the others are read from there. One statement, and none for a page without order
 * events.
 */
async function orderNumbers(
  tx: PoolClient,
  stored: readonly StoredEvent[],
): Promise<Map<string, string>> {
  const orderEvents = stored.filter((event) => ORDER_EVENTS.has(event.type));
  if (orderEvents.length === 0) return new Map();
  const placed = orderEvents
    .filter((event) => event.type === 'OrderPlaced')
    .map((event) => event.data as OrderPlaced['data']);
  const later = orderEvents
    .filter((event) => event.type !== 'OrderPlaced')
    .map((event) => (event.data as { orderId: string }).orderId);
  const { rows } = await tx.query<{ order_id: string; prefix: string; number: number }>(
    `WITH run AS (
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[])
         WITH ORDINALITY AS run (order_id, provider_id, type, series, prefix, place)
     ), ${numberedRunSql('webhook_order_series')}, saved AS (
       INSERT INTO webhook_order_numbers (order_id, type, number, prefix)
       SELECT order_id, type, number, prefix FROM numbered
       ON CONFLICT (order_id) DO NOTHING
       RETURNING order_id, prefix, number
     )
     SELECT order_id, prefix, number FROM saved
     UNION ALL
     SELECT order_id, prefix, number FROM webhook_order_numbers WHERE order_id = ANY($6::uuid[])`,
    [
      placed.map((o) => o.orderId),
      placed.map((o) => o.providerId),
      placed.map((o) => o.orderType),
      placed.map((o) => seriesOf(o.orderType)),
      placed.map((o) => numberPrefixOf(o.orderType, o.numberPrefix)),
      later,
    ],
  );
  // As formatOrderNumber writes it: the prefix kept, then the number.
  return new Map(rows.map((row) => [row.order_id, `${row.prefix}${row.number}`]));
}

const TRANSFER_EVENTS = new Set<string>(TRANSFER_EVENT_TYPES);

/**
 * The numbers of the transfers a page's transfer events are about, as the transfers list shows
 * them (TR-1001): the transfers the page creates take the next numbers of their provider's
 * series by the transfers projection's rule (numberTransfers, on the same events, so both give
 * a transfer the same number), kept beside the outbox for the events that come later. Two
 * statements for a page that creates transfers, one for a page with other transfer events,
 * none for a page without.
 */
async function transferNumbers(
  tx: PoolClient,
  stored: readonly StoredEvent[],
): Promise<Map<string, string>> {
  const events = stored.filter((event) => TRANSFER_EVENTS.has(event.type));
  if (events.length === 0) return new Map();
  const ids = [...new Set(events.map((e) => (e.data as { transferId: string }).transferId))];
  const created = events
    .filter((event) => event.type === 'TransferCreated')
    .map((event) => event.data as TransferCreated['data']);
  const { rows } = await tx.query<{ series: boolean; id: string; n: number }>(
    `SELECT false AS series, transfer_id::text AS id, number AS n
       FROM webhook_transfer_numbers WHERE transfer_id = ANY($1::uuid[])
     UNION ALL
     SELECT true, provider_id::text, last
       FROM webhook_transfer_series WHERE provider_id = ANY($2::uuid[])`,
    [ids, [...new Set(created.map((c) => c.providerId))]],
  );
  const known = new Map(rows.filter((r) => !r.series).map((r) => [r.id, r.n]));
  const { numbers, last } = numberTransfers(
    created.filter((c) => !known.has(c.transferId)),
    new Map(rows.filter((r) => r.series).map((r) => [r.id, r.n])),
  );
  if (numbers.size > 0)
    await tx.query(
      `WITH series AS (
         INSERT INTO webhook_transfer_series (provider_id, last)
         SELECT * FROM unnest($1::uuid[], $2::int[])
         ON CONFLICT (provider_id) DO UPDATE SET last = excluded.last
       )
       INSERT INTO webhook_transfer_numbers (transfer_id, number)
       SELECT * FROM unnest($3::uuid[], $4::int[])`,
      [[...last.keys()], [...last.values()], [...numbers.keys()], [...numbers.values()]],
    );
  return new Map([...known, ...numbers].map(([id, n]) => [id, formatTransferNumber(n)] as const));
}

/** The id of the seq-th webhook event after the first of a stored event: derived, so stable. */
const derivedId = (eventId: string) => (seq: number) => eventIdFor(`webhook:${eventId}`, seq);

/**
 * The webhooks' outbox: the webhook events of order, stock and transfer events, in commit
 * order, each with the exact JSON body endpoints receive, keyed by the stored event's position
 * and a sequence within it (a stock change that crosses its reorder minimum sends stock.changed,
 * then stock.low). Written by the projection runner in the page's transaction with its
 * checkpoint, so an event is in the outbox once it is committed and a crash loses none. Each
 * endpoint follows it from its own cursor (webhook_endpoints).
 *
 * To tell a crossing, the outbox keeps each stock's figures and minimum (webhook_stock_cells)
 * and folds every stock change and reorder point set through ordering's decider, as the Low
 * stock view does. The rows are a function of the events alone, as verify expects: stock.low
 * and stock.recovered name their product and location by id (the names are not in the events).
 */
export const webhookOutboxProjection: Projection = {
  name: 'webhook_outbox',
  // 2: transfers' events too. 3: a sequence within the event, and stock.low and
  // stock.recovered, which need every stock's figures from the first event. 4: order numbers.
  // 5: order.shipped. 6: an order's number with its own prefix (frozen when placed), and
  // transfers' numbers (transfer_number).
  // Rebuilt from the events on upgrade; the older rows land behind every endpoint's cursor and
  // are not sent.
  version: 6,
  handles: [...new Set([...Object.keys(PUBLIC_NAMES), ...STOCK_EVENT_TYPES])],
  tables: [
    'webhook_events',
    'webhook_stock_cells',
    'webhook_order_series',
    'webhook_order_numbers',
    'webhook_transfer_series',
    'webhook_transfer_numbers',
  ],
  schema: `
    CREATE TABLE webhook_events (
      provider_id uuid NOT NULL,
      pos_commit bigint NOT NULL,
      pos_prepare bigint NOT NULL,
      -- The webhook event's place among those of one stored event (0 first).
      pos_seq integer NOT NULL,
      event_id uuid NOT NULL,
      type text NOT NULL,
      body text NOT NULL,
      PRIMARY KEY (provider_id, pos_commit, pos_prepare, pos_seq)
    );
    ${stockCellsTable('webhook_stock_cells')}
    -- Each provider's last order number of each series, and each order's number (see orderNumbers).
    ${orderSeriesTableSql('webhook_order_series')}
    CREATE TABLE webhook_order_numbers (
      order_id uuid PRIMARY KEY,
      type text NOT NULL,
      number integer NOT NULL,
      -- What the number is read with: an order's prefix as placed, MV- for a movement.
      prefix text NOT NULL
    );
    -- Each provider's last transfer number, and each transfer's (see transferNumbers).
    CREATE TABLE webhook_transfer_series (
      provider_id uuid PRIMARY KEY,
      last integer NOT NULL
    );
    CREATE TABLE webhook_transfer_numbers (
      transfer_id uuid PRIMARY KEY,
      number integer NOT NULL
    );
  `,
  async apply(events, tx) {
    const stored = events.map(storedOf);
    const numbers = await orderNumbers(tx, stored);
    const transfers = await transferNumbers(tx, stored);
    for (const event of stored)
      if (ORDER_EVENTS.has(event.type))
        event.orderNumber = numbers.get((event.data as { orderId: string }).orderId);
      else if (TRANSFER_EVENTS.has(event.type))
        event.transferNumber = transfers.get((event.data as { transferId: string }).transferId);
    const stockOfEach = stored.map(stockOf);
    const keys = new Map<string, StockKey>();
    for (const stock of stockOfEach) if (stock) keys.set(stockCellKey(stock), stock);
    const stocks = await readStockCells(tx, 'webhook_stock_cells', [...keys.values()]);
    const alerts = foldAlerts(
      stored.map((e) => ({ type: e.type, data: e.data, at: e.occurredAt })),
      stocks,
    );
    const alertOf = (i: number): StockAlert | null => {
      const alert = alerts[i];
      const stock = stockOfEach[i];
      if (!alert || !stock) return null;
      return { ...alert, productId: stock.productId, locationId: stock.locationId };
    };

    const rows = {
      provider: [],
      commit: [],
      prepare: [],
      seq: [],
      id: [],
      type: [],
      body: [],
    } as Record<string, string[]>;
    stored.forEach((event, i) => {
      const sent: WebhookPayload[] = webhookEventsOf(event, alertOf(i), derivedId(event.id));
      sent.forEach((payload, seq) => {
        rows.provider.push(payload.provider_id);
        rows.commit.push(String(events[i].position.commit));
        rows.prepare.push(String(events[i].position.prepare));
        rows.seq.push(String(seq));
        rows.id.push(payload.id);
        rows.type.push(payload.type);
        rows.body.push(JSON.stringify(payload));
      });
    });
    await writeStockCells(tx, 'webhook_stock_cells', [...stocks.values()]);
    if (rows.id.length === 0) return;
    await tx.query(
      `INSERT INTO webhook_events (provider_id, pos_commit, pos_prepare, pos_seq, event_id, type, body)
       SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::int[], $5::uuid[],
         $6::text[], $7::text[])`,
      [rows.provider, rows.commit, rows.prepare, rows.seq, rows.id, rows.type, rows.body],
    );
  },
};
