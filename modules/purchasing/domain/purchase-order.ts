/**
 * Purchase orders (issue 35): what a provider orders from a supplier, event-sourced, one stream
 * each (`purchase-order-{id}`). Drafted, changed while nothing has come, sent, received all or
 * part, line by line, and closed short when the rest will not come; cancelled when nothing came.
 * Each receipt is an IN movement of inventory's, placed in the same atomic write as the receipt
 * and linked to the order, its lines carrying their unit cost in the provider's currency: the
 * order's price converted, with its share of the receipt's landed costs. Pure.
 */
import {
  decidePlace,
  LotRequest,
  MAX_NOTES_LENGTH,
  MAX_QUANTITY,
  normalizeNotes,
  OrderPlaced,
  roundCost,
  STOCK_COST_CORRECTED,
  StockCostCorrected,
  StockRuleError,
  unitCostOf,
  utcText,
} from '../../inventory/domain';

export const PURCHASE_ORDER_STATUSES = [
  'DRAFT',
  'SENT',
  'PARTIALLY_RECEIVED',
  'RECEIVED',
  'CLOSED',
  'CANCELLED',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** The most lines one purchase order carries. */
export const MAX_PURCHASE_ORDER_LINES = 500;
/** The most landed costs (freight, duty, …) one receipt spreads. */
export const MAX_LANDED_COSTS = 20;
/** The most a unit price, a landed cost or an exchange rate may be. */
export const MAX_AMOUNT = 1_000_000_000;

export function purchaseOrderStreamId(purchaseOrderId: string): string {
  return `purchase-order-${purchaseOrderId}`;
}

/** A line as ordered: units of a product at a unit price in the order's (supplier's) currency. */
export interface PurchaseLine {
  productId: string;
  quantity: number;
  unitPrice: number;
}

/** How a landed cost is shared among a receipt's lines: by their value, or by their units. */
export type SpreadBy = 'value' | 'quantity';

/** A cost of bringing the goods in (freight, duty), in the provider's currency. */
export interface LandedCost {
  label: string;
  amount: number;
  spreadBy: SpreadBy;
}

/** A line of a receipt: units come in, at a unit cost in the provider's currency. */
export interface ReceivedLine {
  productId: string;
  quantity: number;
  unitCost: number;
  lot?: LotRequest;
}

export interface PurchaseOrderDrafted {
  type: 'PurchaseOrderDrafted';
  data: {
    purchaseOrderId: string;
    providerId: string;
    supplierId: string;
    locationId: string;
    /** ISO 4217: the supplier's, which the prices are in. */
    currency: string;
    lines: PurchaseLine[];
    /** When the goods are expected (YYYY-MM-DD), if said. */
    expectedOn: string | null;
    notes: string | null;
    at: string;
  };
}
/** The lines, location, expected day or notes changed before anything came. */
export interface PurchaseOrderChanged {
  type: 'PurchaseOrderChanged';
  data: {
    purchaseOrderId: string;
    locationId: string;
    lines: PurchaseLine[];
    expectedOn: string | null;
    notes: string | null;
    at: string;
  };
}
/** Sent to the supplier (by mail, to `to`, or marked sent: null). */
export interface PurchaseOrderSent {
  type: 'PurchaseOrderSent';
  data: { purchaseOrderId: string; to: string | null; at: string };
}
/** Units came in, as the IN movement `receiptId`; `exchangeRate` converted the prices. */
export interface PurchaseOrderReceived {
  type: 'PurchaseOrderReceived';
  data: {
    purchaseOrderId: string;
    receiptId: string;
    lines: ReceivedLine[];
    exchangeRate: number;
    landedCosts: LandedCost[];
    /** When the goods came, if earlier than the receipt's recording (a back-dated receipt). */
    effectiveAt?: string;
    at: string;
  };
}
/**
 * A receipt's unit costs corrected (the supplier's invoice differs, freight came late):
 * inventory's event, kept in the purchase order's stream, which the stock's value takes.
 */
export type ReceiptCostCorrected = StockCostCorrected & {
  data: StockCostCorrected['data'] & { purchaseOrderId: string };
};
/** The rest will not come: what is still outstanding is no longer on order. */
export interface PurchaseOrderClosed {
  type: 'PurchaseOrderClosed';
  data: { purchaseOrderId: string; reason: string | null; at: string };
}
export interface PurchaseOrderCancelled {
  type: 'PurchaseOrderCancelled';
  data: { purchaseOrderId: string; at: string };
}
export type PurchaseOrderEvent =
  | PurchaseOrderDrafted
  | PurchaseOrderChanged
  | PurchaseOrderSent
  | PurchaseOrderReceived
  | PurchaseOrderClosed
  | PurchaseOrderCancelled
  | ReceiptCostCorrected;

export const PURCHASE_ORDER_EVENT_TYPES: readonly PurchaseOrderEvent['type'][] = [
  'PurchaseOrderDrafted',
  'PurchaseOrderChanged',
  'PurchaseOrderSent',
  'PurchaseOrderReceived',
  'PurchaseOrderClosed',
  'PurchaseOrderCancelled',
  STOCK_COST_CORRECTED,
];

export interface PurchaseOrderLine extends PurchaseLine {
  received: number;
}

export interface PurchaseOrderState {
  purchaseOrderId: string;
  providerId: string;
  supplierId: string;
  locationId: string;
  currency: string;
  lines: PurchaseOrderLine[];
  expectedOn: string | null;
  notes: string | null;
  status: PurchaseOrderStatus;
  sentAt: string | null;
  /** Each receipt: when the goods came (effective), and its lines at their unit costs now. */
  receipts: { receiptId: string; effectiveAt: string; lines: ReceivedLine[] }[];
}

/** The order is not there, or another provider's: both answer alike. */
export class PurchaseOrderNotFoundError extends Error {
  readonly kind = 'not_found' as const;

  constructor(message = 'No such purchase order.') {
    super(message);
  }
}

/** Units of a line still to come. */
export function outstandingOf(line: PurchaseOrderLine): number {
  return Math.max(0, line.quantity - line.received);
}

/** Whether the order's outstanding units count as stock on order: sent, and not done. */
export function isOnOrder(status: PurchaseOrderStatus): boolean {
  return status === 'SENT' || status === 'PARTIALLY_RECEIVED';
}

export function evolvePurchaseOrder(
  state: PurchaseOrderState | null,
  event: PurchaseOrderEvent,
): PurchaseOrderState {
  if (event.type === 'PurchaseOrderDrafted') {
    const { at: _, lines, ...drafted } = event.data;
    return {
      ...drafted,
      lines: lines.map((line) => ({ ...line, received: 0 })),
      status: 'DRAFT',
      sentAt: null,
      receipts: [],
    };
  }
  if (!state) throw new Error(`${event.type} before PurchaseOrderDrafted`);
  switch (event.type) {
    case 'PurchaseOrderChanged': {
      const { at: _, purchaseOrderId: __, lines, ...changed } = event.data;
      return { ...state, ...changed, lines: lines.map((line) => ({ ...line, received: 0 })) };
    }
    case 'PurchaseOrderSent':
      return {
        ...state,
        status: state.status === 'DRAFT' ? 'SENT' : state.status,
        sentAt: event.data.at,
      };
    case 'PurchaseOrderReceived': {
      const came = new Map<string, number>();
      for (const line of event.data.lines)
        came.set(line.productId, (came.get(line.productId) ?? 0) + line.quantity);
      const lines = state.lines.map((line) => ({
        ...line,
        received: line.received + (came.get(line.productId) ?? 0),
      }));
      return {
        ...state,
        lines,
        status: lines.some((line) => outstandingOf(line) > 0) ? 'PARTIALLY_RECEIVED' : 'RECEIVED',
        receipts: [
          ...state.receipts,
          {
            receiptId: event.data.receiptId,
            effectiveAt: event.data.effectiveAt ?? event.data.at,
            lines: event.data.lines,
          },
        ],
      };
    }
    case STOCK_COST_CORRECTED: {
      const costs = new Map(event.data.lines.map((line) => [line.productId, line.unitCost]));
      return {
        ...state,
        receipts: state.receipts.map((receipt) =>
          receipt.receiptId !== event.data.orderId
            ? receipt
            : {
                ...receipt,
                lines: receipt.lines.map((line) => ({
                  ...line,
                  unitCost: costs.get(line.productId) ?? line.unitCost,
                })),
              },
        ),
      };
    }
    case 'PurchaseOrderClosed':
      return { ...state, status: 'CLOSED' };
    case 'PurchaseOrderCancelled':
      return { ...state, status: 'CANCELLED' };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown purchase order event ${(unknown as { type: string }).type}`);
    }
  }
}

function refuse(message: string, kind: StockRuleError['kind'] = 'invalid'): never {
  throw new StockRuleError(message, kind);
}

/** An amount of money as kept: 0 to MAX_AMOUNT, to `decimals` places. */
function amountOf(value: number, what: string, decimals: number): number {
  if (!Number.isFinite(value) || value < 0 || value > MAX_AMOUNT)
    refuse(`${what} must be a number from 0 to ${MAX_AMOUNT.toLocaleString('en-US')}.`);
  const scale = 10 ** decimals;
  if (Math.abs(Math.round(value * scale) - value * scale) > 1e-6)
    refuse(`${what} must have at most ${decimals} decimal places.`);
  return Math.round(value * scale) / scale;
}

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

export interface PurchaseOrderTerms {
  locationId: string;
  lines: readonly PurchaseLine[];
  expectedOn?: string | null;
  notes?: string | null;
}

/** The lines as kept: one per product, whole positive units, prices to 2 places. */
function checkTerms(terms: PurchaseOrderTerms) {
  if (terms.lines.length === 0) refuse('A purchase order needs at least one line.');
  if (terms.lines.length > MAX_PURCHASE_ORDER_LINES)
    refuse(`A purchase order may have at most ${MAX_PURCHASE_ORDER_LINES} lines.`);
  const seen = new Set<string>();
  const lines = terms.lines.map((line, index) => {
    const where = `Line ${index + 1}`;
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY)
      refuse(
        `${where}: the quantity must be a whole number from 1 to ${MAX_QUANTITY.toLocaleString('en-US')}.`,
      );
    if (seen.has(line.productId)) refuse(`${where}: each product may appear only once.`);
    seen.add(line.productId);
    return {
      productId: line.productId,
      quantity: line.quantity,
      unitPrice: amountOf(line.unitPrice, `${where}: the unit price`, 2),
    };
  });
  const expectedOn = terms.expectedOn ?? null;
  if (expectedOn !== null && !isDay(expectedOn)) refuse('expected_on must be a date (YYYY-MM-DD).');
  const notes = normalizeNotes(terms.notes);
  if (notes && notes.length > MAX_NOTES_LENGTH)
    refuse(`notes must be at most ${MAX_NOTES_LENGTH} characters.`);
  return { locationId: terms.locationId, lines, expectedOn, notes };
}

export interface DraftPurchaseOrder extends PurchaseOrderTerms {
  purchaseOrderId: string;
  providerId: string;
  supplierId: string;
  currency: string;
  at: string;
}

export function decideDraft(command: DraftPurchaseOrder): PurchaseOrderDrafted {
  return {
    type: 'PurchaseOrderDrafted',
    data: {
      purchaseOrderId: command.purchaseOrderId,
      providerId: command.providerId,
      supplierId: command.supplierId,
      currency: command.currency,
      ...checkTerms(command),
      at: command.at,
    },
  };
}

/** Changing an order is for one nothing has come against, not closed or cancelled. */
export function decideChange(
  state: PurchaseOrderState,
  terms: PurchaseOrderTerms,
  at: string,
): PurchaseOrderChanged {
  if (state.status !== 'DRAFT' && state.status !== 'SENT')
    refuse(`A purchase order ${statusWords(state.status)} cannot be changed.`, 'conflict');
  return {
    type: 'PurchaseOrderChanged',
    data: { purchaseOrderId: state.purchaseOrderId, ...checkTerms(terms), at },
  };
}

/** Sending again (a corrected order, a lost mail) is allowed until it is done. */
export function decideSend(
  state: PurchaseOrderState,
  to: string | null,
  at: string,
): PurchaseOrderSent {
  if (state.status !== 'DRAFT' && !isOnOrder(state.status))
    refuse(`A purchase order ${statusWords(state.status)} cannot be sent.`, 'conflict');
  return { type: 'PurchaseOrderSent', data: { purchaseOrderId: state.purchaseOrderId, to, at } };
}

export interface ReceiveCommand {
  /** The IN movement's id. */
  receiptId: string;
  lines: readonly {
    productId: string;
    quantity: number;
    lot?: string | null;
    expiry?: string | null;
  }[];
  /** Provider's currency per unit of the order's; required when the currencies differ. */
  exchangeRate?: number | null;
  landedCosts?: readonly LandedCost[];
  /** The provider's currency. */
  providerCurrency: string;
  /** The products that keep lots. */
  lotTracked: readonly string[];
  /** When the goods came, if before now (a receipt recorded late); not in the future. */
  effectiveAt?: string | null;
  at: string;
}

/**
 * Each received line's unit cost in the provider's currency: its price times the exchange rate,
 * plus its share of each landed cost (by the lines' value at that cost, or by their units),
 * per unit, to UNIT_COST_DECIMALS places.
 */
export function receiptUnitCosts(
  lines: readonly { quantity: number; unitPrice: number }[],
  exchangeRate: number,
  landedCosts: readonly LandedCost[],
): number[] {
  const values = lines.map((line) => line.quantity * line.unitPrice * exchangeRate);
  const totalValue = values.reduce((sum, value) => sum + value, 0);
  const totalUnits = lines.reduce((sum, line) => sum + line.quantity, 0);
  return lines.map((line, i) => {
    const landed = landedCosts.reduce((sum, cost) => {
      // Lines of no value share a cost spread by value by their units instead.
      const share =
        cost.spreadBy === 'value' && totalValue > 0
          ? values[i] / totalValue
          : line.quantity / totalUnits;
      return sum + cost.amount * share;
    }, 0);
    return roundCost(line.unitPrice * exchangeRate + landed / line.quantity);
  });
}

/**
 * A receipt: units of the order's lines come in at its location, at most what is still to come
 * of each, as one IN movement (`placed`, inventory's rules for lots and quantities checked)
 * whose lines carry their unit costs.
 */
export function decideReceive(
  state: PurchaseOrderState,
  command: ReceiveCommand,
): { received: PurchaseOrderReceived; placed: OrderPlaced } {
  if (state.status !== 'DRAFT' && !isOnOrder(state.status))
    refuse(`A purchase order ${statusWords(state.status)} cannot be received.`, 'conflict');
  const byProduct = new Map(state.lines.map((line) => [line.productId, line]));
  const lines = command.lines.filter((line) => line.quantity !== 0);
  if (lines.length === 0) refuse('Receive at least one unit.');
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const where = `Line ${index + 1}`;
    const ordered = byProduct.get(line.productId);
    if (!ordered) refuse(`${where}: this product is not on the purchase order.`);
    if (seen.has(line.productId)) refuse(`${where}: each product may appear only once.`);
    seen.add(line.productId);
    if (!Number.isInteger(line.quantity) || line.quantity < 0)
      refuse(`${where}: the quantity must be a whole number of units.`);
    const outstanding = outstandingOf(ordered);
    if (line.quantity > outstanding)
      refuse(
        `${where}: only ${outstanding.toLocaleString('en-US')} of ${ordered.quantity.toLocaleString('en-US')} are still to come.`,
        'conflict',
      );
  }
  const sameCurrency = command.providerCurrency === state.currency;
  const rate = command.exchangeRate ?? (sameCurrency ? 1 : null);
  if (rate === null)
    refuse(
      `exchange_rate is required: the order is in ${state.currency}, stock is valued in ${command.providerCurrency}.`,
    );
  if (!Number.isFinite(rate) || rate <= 0 || rate > MAX_AMOUNT)
    refuse('exchange_rate must be a number above 0.');
  const landedCosts = (command.landedCosts ?? []).map((cost, index) => {
    const label = cost.label.trim();
    if (label === '' || label.length > 100)
      refuse(`Landed cost ${index + 1}: the label must be 1 to 100 characters.`);
    return {
      label,
      amount: amountOf(cost.amount, `Landed cost ${index + 1}`, 2),
      spreadBy: cost.spreadBy,
    };
  });
  if (landedCosts.length > MAX_LANDED_COSTS)
    refuse(`A receipt may spread at most ${MAX_LANDED_COSTS} landed costs.`);
  const costs = receiptUnitCosts(
    lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: byProduct.get(line.productId)!.unitPrice,
    })),
    rate,
    landedCosts,
  );
  const placed = decidePlace({
    orderId: command.receiptId,
    providerId: state.providerId,
    clientId: null,
    locationId: state.locationId,
    orderType: 'IN',
    lines: lines.map((line, i) => ({
      productId: line.productId,
      quantity: line.quantity,
      price: null,
      unitCost: costs[i],
      lot: line.lot ?? null,
      expiry: line.expiry ?? null,
    })),
    purchaseOrderId: state.purchaseOrderId,
    lotTracked: command.lotTracked,
    notes: null,
    at: command.at,
    effectiveAt: command.effectiveAt ?? null,
  });
  return {
    received: {
      type: 'PurchaseOrderReceived',
      data: {
        purchaseOrderId: state.purchaseOrderId,
        receiptId: command.receiptId,
        // As the movement keeps them: its unit costs and the lots they went into.
        lines: placed.data.lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          unitCost: line.unitCost!,
          ...(line.lot ? { lot: line.lot } : {}),
        })),
        exchangeRate: rate,
        landedCosts,
        ...(placed.data.effectiveAt ? { effectiveAt: placed.data.effectiveAt } : {}),
        at: command.at,
      },
    },
    placed,
  };
}

export interface CorrectCostCommand {
  receiptId: string;
  /** The lines whose unit cost changes, in the provider's currency. */
  lines: readonly { productId: string; unitCost: number }[];
  /** When the new cost applies: from when the goods came (default) or later, not after `at`. */
  effectiveAt?: string | null;
  reason?: string | null;
  at: string;
}

/**
 * A receipt's unit costs corrected: each line named must be one of the receipt's, at a new
 * cost. The difference is valued from the effective time on: from when the goods came unless a
 * later time is given (never earlier, never in the future).
 */
export function decideCorrectCost(
  state: PurchaseOrderState,
  command: CorrectCostCommand,
): ReceiptCostCorrected {
  const receipt = state.receipts.find((r) => r.receiptId === command.receiptId);
  if (!receipt) throw new PurchaseOrderNotFoundError('No such receipt on this purchase order.');
  const byProduct = new Map(receipt.lines.map((line) => [line.productId, line]));
  if (command.lines.length === 0) refuse('Correct the cost of at least one line.');
  const seen = new Set<string>();
  const lines = command.lines.map((line, index) => {
    const where = `Line ${index + 1}`;
    const received = byProduct.get(line.productId);
    if (!received) refuse(`${where}: this product is not on the receipt.`);
    if (seen.has(line.productId)) refuse(`${where}: each product may appear only once.`);
    seen.add(line.productId);
    let unitCost: number;
    try {
      unitCost = unitCostOf(line.unitCost);
    } catch (error) {
      refuse(`${where}: ${(error as Error).message}`);
    }
    return {
      productId: line.productId,
      ...(received.lot ? { lot: received.lot.lot } : {}),
      quantity: received.quantity,
      unitCost,
      previousUnitCost: received.unitCost,
    };
  });
  const changed = lines.filter((line) => line.unitCost !== line.previousUnitCost);
  if (changed.length === 0) refuse('The costs given are the costs the receipt has already.');
  const effectiveAt = command.effectiveAt ?? receipt.effectiveAt;
  if (Number.isNaN(Date.parse(effectiveAt))) refuse('effective_at must be an ISO date and time.');
  const effective = new Date(effectiveAt).toISOString();
  if (effective > command.at) refuse('A cost correction cannot take effect in the future.');
  if (effective < receipt.effectiveAt)
    refuse(
      `A cost correction cannot take effect before the goods came (${utcText(receipt.effectiveAt)}).`,
    );
  const reason = normalizeNotes(command.reason);
  if (reason && reason.length > 500) refuse('reason must be at most 500 characters.');
  return {
    type: STOCK_COST_CORRECTED,
    data: {
      providerId: state.providerId,
      orderId: command.receiptId,
      locationId: state.locationId,
      lines: changed,
      effectiveAt: effective,
      purchaseOrderId: state.purchaseOrderId,
      reason,
      at: command.at,
    },
  };
}

/** Closing short: something came, the rest will not. An order nothing came against is cancelled. */
export function decideClose(
  state: PurchaseOrderState,
  reason: string | null | undefined,
  at: string,
): PurchaseOrderClosed {
  if (state.status !== 'PARTIALLY_RECEIVED')
    refuse(
      state.status === 'DRAFT' || state.status === 'SENT'
        ? 'Nothing has come against this purchase order: cancel it instead.'
        : `A purchase order ${statusWords(state.status)} cannot be closed.`,
      'conflict',
    );
  const kept = normalizeNotes(reason);
  if (kept && kept.length > 500) refuse('reason must be at most 500 characters.');
  return {
    type: 'PurchaseOrderClosed',
    data: { purchaseOrderId: state.purchaseOrderId, reason: kept, at },
  };
}

export function decideCancel(state: PurchaseOrderState, at: string): PurchaseOrderCancelled {
  if (state.status !== 'DRAFT' && state.status !== 'SENT')
    refuse(
      state.status === 'PARTIALLY_RECEIVED'
        ? 'Units have come against this purchase order: close it short instead.'
        : `A purchase order ${statusWords(state.status)} cannot be cancelled.`,
      'conflict',
    );
  return { type: 'PurchaseOrderCancelled', data: { purchaseOrderId: state.purchaseOrderId, at } };
}

function statusWords(status: PurchaseOrderStatus): string {
  switch (status) {
    case 'DRAFT':
      return 'in draft';
    case 'SENT':
      return 'sent';
    case 'PARTIALLY_RECEIVED':
      return 'partly received';
    case 'RECEIVED':
      return 'received in full';
    case 'CLOSED':
      return 'closed';
    case 'CANCELLED':
      return 'cancelled';
  }
}
