import { numberInSeries, STOCK_COST_CORRECTED } from '../../../inventory/domain';
import { numberCreated, Projection } from '../../../platform';
import {
  evolvePurchaseOrder,
  isOnOrder,
  LandedCost,
  outstandingOf,
  PURCHASE_ORDER_EVENT_TYPES,
  PurchaseOrderEvent,
  PurchaseOrderState,
  ReceivedLine,
} from '../../domain/purchase-order';

/** One step of a purchase order's history, as its page's timeline shows it. */
export interface PurchaseOrderStep {
  type: PurchaseOrderEvent['type'];
  at: string;
  actor_id: string | null;
  /** Sent: to whom (null: marked sent). */
  to?: string | null;
  /** Received: the IN movement, its lines at their unit costs, its rate and landed costs. */
  receipt_id?: string;
  lines?: ReceivedLine[];
  exchange_rate?: number;
  landed_costs?: LandedCost[];
  /** Received late, or a cost corrected: when it applies, if not when recorded. */
  effective_at?: string;
  /** A receipt's costs corrected: each line's new and previous unit cost. */
  corrected?: { productId: string; unitCost: number; previousUnitCost: number }[];
  /** Closed short, or a cost corrected: why. */
  reason?: string | null;
}

interface Row {
  id: string;
  number: number;
  state: PurchaseOrderState;
  created_at: string;
  history: PurchaseOrderStep[];
}

function stepOf(event: PurchaseOrderEvent, actorId: string | null): PurchaseOrderStep {
  const step: PurchaseOrderStep = { type: event.type, at: event.data.at, actor_id: actorId };
  if (event.type === 'PurchaseOrderSent') step.to = event.data.to;
  if (event.type === 'PurchaseOrderReceived') {
    step.receipt_id = event.data.receiptId;
    step.lines = event.data.lines;
    step.exchange_rate = event.data.exchangeRate;
    step.landed_costs = event.data.landedCosts;
    if (event.data.effectiveAt) step.effective_at = event.data.effectiveAt;
  }
  if (event.type === STOCK_COST_CORRECTED) {
    step.receipt_id = event.data.orderId;
    step.corrected = event.data.lines.map(({ productId, unitCost, previousUnitCost }) => ({
      productId,
      unitCost,
      previousUnitCost,
    }));
    step.effective_at = event.data.effectiveAt;
    step.reason = event.data.reason;
  }
  if (event.type === 'PurchaseOrderClosed') step.reason = event.data.reason;
  return step;
}

/**
 * The purchase orders read model: one row per order with its state (evolvePurchaseOrder's, the
 * fold the commands decide on), its number (PO-1001…, in commit order per provider) and its
 * history; and one row per line with what is still to come, which the inventory grid and the
 * Low stock view read as stock on order (only while the order is sent and not done).
 */
export const purchaseOrdersProjection: Projection = {
  name: 'purchase_orders',
  // 2: receipts kept in the state, with their costs as corrected.
  version: 2,
  handles: [...PURCHASE_ORDER_EVENT_TYPES],
  tables: ['purchase_orders', 'purchase_order_lines', 'purchase_order_numbers'],
  schema: `
    CREATE TABLE purchase_orders (
      id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      supplier_id uuid NOT NULL,
      location_id uuid NOT NULL,
      number integer NOT NULL,
      status text NOT NULL,
      currency text NOT NULL,
      expected_on date,
      total numeric(16, 2) NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      state jsonb NOT NULL,
      history jsonb NOT NULL
    );
    CREATE INDEX purchase_orders_by_provider
      ON purchase_orders (provider_id, created_at DESC, id DESC);
    CREATE INDEX purchase_orders_by_supplier ON purchase_orders (provider_id, supplier_id);
    CREATE TABLE purchase_order_lines (
      purchase_order_id uuid NOT NULL,
      provider_id uuid NOT NULL,
      location_id uuid NOT NULL,
      product_id uuid NOT NULL,
      quantity integer NOT NULL,
      received integer NOT NULL,
      -- What is still to come and counts as stock on order (0 once closed, cancelled, or a draft).
      on_order integer NOT NULL,
      PRIMARY KEY (purchase_order_id, product_id)
    );
    CREATE INDEX purchase_order_lines_on_order ON purchase_order_lines
      (provider_id, location_id, product_id) WHERE on_order > 0;
    -- Each provider's last purchase order number: never handed out again.
    CREATE TABLE purchase_order_numbers (
      provider_id uuid PRIMARY KEY,
      last integer NOT NULL
    );
  `,
  async apply(events, tx) {
    const idOf = (e: { data: unknown }) => (e.data as { purchaseOrderId: string }).purchaseOrderId;
    const ids = [...new Set(events.map(idOf))];
    const { rows: stored } = await tx.query<Row>(
      'SELECT id, number, state, created_at, history FROM purchase_orders WHERE id = ANY($1::uuid[])',
      [ids],
    );
    const rows = new Map<string, Row>(
      stored.map((row) => [row.id, { ...row, created_at: new Date(row.created_at).toISOString() }]),
    );
    const created = events
      .filter((e) => e.type === 'PurchaseOrderDrafted' && !rows.has(idOf(e)))
      .map((e) => ({ id: idOf(e), providerId: (e.data as { providerId: string }).providerId }));
    const numbered = await numberCreated(tx, 'purchase_order_numbers', created, numberInSeries);
    const changed = new Map<string, string>();
    for (const event of events) {
      const order = { type: event.type, data: event.data } as PurchaseOrderEvent;
      const id = order.data.purchaseOrderId;
      const row = rows.get(id) ?? null;
      if (row && row.history.length >= Number(event.revision) + 1) continue;
      rows.set(id, {
        id,
        number: row?.number ?? numbered.get(id) ?? 0,
        state: evolvePurchaseOrder(row?.state ?? null, order),
        created_at: row?.created_at ?? order.data.at,
        history: [...(row?.history ?? []), stepOf(order, event.metadata.actorId ?? null)],
      });
      changed.set(id, order.data.at);
    }
    const all = [...rows.values()].filter((row) => changed.has(row.id));
    if (all.length === 0) return;
    const total = (state: PurchaseOrderState) =>
      state.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0).toFixed(2);
    await tx.query(
      `INSERT INTO purchase_orders (id, provider_id, supplier_id, location_id, number, status,
         currency, expected_on, total, created_at, updated_at, state, history)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::int[], $6::text[],
         $7::text[], $8::date[], $9::numeric[], $10::timestamptz[], $11::timestamptz[],
         $12::jsonb[], $13::jsonb[])
       ON CONFLICT (id) DO UPDATE SET location_id = excluded.location_id,
         status = excluded.status, expected_on = excluded.expected_on, total = excluded.total,
         updated_at = excluded.updated_at, state = excluded.state, history = excluded.history`,
      [
        all.map((r) => r.id),
        all.map((r) => r.state.providerId),
        all.map((r) => r.state.supplierId),
        all.map((r) => r.state.locationId),
        all.map((r) => r.number),
        all.map((r) => r.state.status),
        all.map((r) => r.state.currency),
        all.map((r) => r.state.expectedOn),
        all.map((r) => total(r.state)),
        all.map((r) => r.created_at),
        all.map((r) => changed.get(r.id)),
        all.map((r) => JSON.stringify(r.state)),
        all.map((r) => JSON.stringify(r.history)),
      ],
    );
    await tx.query('DELETE FROM purchase_order_lines WHERE purchase_order_id = ANY($1::uuid[])', [
      all.map((r) => r.id),
    ]);
    const lines = all.flatMap((r) =>
      r.state.lines.map((line) => ({
        ...line,
        order: r,
        onOrder: isOnOrder(r.state.status) ? outstandingOf(line) : 0,
      })),
    );
    await tx.query(
      `INSERT INTO purchase_order_lines (purchase_order_id, provider_id, location_id, product_id,
         quantity, received, on_order)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::int[], $6::int[],
         $7::int[])`,
      [
        lines.map((l) => l.order.id),
        lines.map((l) => l.order.state.providerId),
        lines.map((l) => l.order.state.locationId),
        lines.map((l) => l.productId),
        lines.map((l) => l.quantity),
        lines.map((l) => l.received),
        lines.map((l) => l.onOrder),
      ],
    );
  },
};
