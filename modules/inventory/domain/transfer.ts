/**
 * Transfers of stock between two locations of a provider (issue 20, part 1): one event-sourced
 * aggregate per transfer (`transfer-{id}`). Created, it moves nothing; shipped, its units leave
 * the source (current -= q) and are in transit at the destination (in transit += q); received,
 * all or part of them arrive (in transit -= r, current += r); what is not coming is written off
 * with a reason (in transit -= w). The stock changes go on the same stock streams as orders, so
 * a shipment and an order racing for the same units cannot both take them. Pure.
 */
import { ADJUST_REASONS, Adjustment, AdjustReason, MAX_REASON_NOTE_LENGTH } from './adjustment';
import { LotTake, lotsLeft, takeFirstExpiring } from './lots';
import { MAX_NOTES_LENGTH, MAX_QUANTITY, normalizeNotes, StockRuleError } from './movement';
import type { StockMove } from './stock-stream';
import { TRANSFER } from './stock-stream';

export const TRANSFER_STATUSES = [
  'CREATED',
  'IN_TRANSIT',
  'PARTIALLY_RECEIVED',
  'RECEIVED',
  'CANCELLED',
] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** The most lines one transfer carries: a truck's manifest, not the catalog. */
export const MAX_TRANSFER_LINES = 500;

export function transferStreamId(transferId: string): string {
  return `transfer-${transferId}`;
}

export interface TransferQuantity {
  productId: string;
  quantity: number;
  /** Lot-tracked units: which lots they were (see ./lots). */
  lots?: LotTake[];
}

export interface TransferCreated {
  type: 'TransferCreated';
  data: {
    transferId: string;
    providerId: string;
    fromLocationId: string;
    toLocationId: string;
    lines: TransferQuantity[];
    notes: string | null;
    at: string;
  };
}
export interface TransferShipped {
  type: 'TransferShipped';
  /**
   * `lines`: the lots each product's units left the source in, recorded by the shipment's
   * append (./lot-allocation) when the source kept lots; absent otherwise.
   */
  data: { transferId: string; at: string; lines?: TransferQuantity[] };
}
/** Units received at the destination; `partial` when some are still in transit after it. */
export interface TransferReceived {
  type: 'TransferReceived';
  data: { transferId: string; at: string; lines: TransferQuantity[]; partial: boolean };
}
/** Units in transit that will not arrive, and why. */
export interface TransferWrittenOff {
  type: 'TransferWrittenOff';
  data: { transferId: string; at: string; lines: TransferQuantity[] } & Adjustment;
}
export interface TransferCancelled {
  type: 'TransferCancelled';
  data: { transferId: string; at: string };
}
export type TransferEvent =
  | TransferCreated
  | TransferShipped
  | TransferReceived
  | TransferWrittenOff
  | TransferCancelled;

export const TRANSFER_EVENT_TYPES: readonly TransferEvent['type'][] = [
  'TransferCreated',
  'TransferShipped',
  'TransferReceived',
  'TransferWrittenOff',
  'TransferCancelled',
];

export interface TransferLine {
  productId: string;
  quantity: number;
  received: number;
  writtenOff: number;
  /** Lot-tracked units still in transit, per lot: they arrive into these lots. */
  lotsInTransit?: LotTake[];
}

export interface TransferState {
  transferId: string;
  providerId: string;
  fromLocationId: string;
  toLocationId: string;
  lines: TransferLine[];
  notes: string | null;
  status: TransferStatus;
}

/** The transfer is not there, or another provider's: both answer alike. */
export class TransferNotFoundError extends Error {
  readonly kind = 'not_found' as const;

  constructor() {
    super('No such transfer.');
  }
}

/** Units of a line shipped and neither received nor written off yet. */
export function inTransitOf(line: TransferLine): number {
  return line.quantity - line.received - line.writtenOff;
}

function addTo(lines: TransferLine[], moved: TransferQuantity[], field: 'received' | 'writtenOff') {
  const by = new Map(moved.map((line) => [line.productId, line]));
  return lines.map((line) => {
    const change = by.get(line.productId);
    const next = { ...line, [field]: line[field] + (change?.quantity ?? 0) };
    if (line.lotsInTransit && change?.lots)
      next.lotsInTransit = lotsLeft(line.lotsInTransit, change.lots);
    return next;
  });
}

/** Which lots `quantity` units of a line in transit are: first expiry first, as they left. */
function lotsOf(line: TransferLine | undefined, quantity: number): LotTake[] | undefined {
  if (!line?.lotsInTransit?.length) return undefined;
  return takeFirstExpiring(line.lotsInTransit, quantity);
}

/** The status a shipped transfer is in once its lines stand as they do. */
function statusAfterArrival(lines: TransferLine[]): TransferStatus {
  if (lines.some((line) => inTransitOf(line) > 0))
    return lines.some((line) => line.received > 0 || line.writtenOff > 0)
      ? 'PARTIALLY_RECEIVED'
      : 'IN_TRANSIT';
  return 'RECEIVED';
}

export function evolveTransfer(state: TransferState | null, event: TransferEvent): TransferState {
  if (event.type === 'TransferCreated') {
    const { at: _, lines, ...created } = event.data;
    return {
      ...created,
      lines: lines.map((line) => ({ ...line, received: 0, writtenOff: 0 })),
      status: 'CREATED',
    };
  }
  if (!state) throw new Error(`${event.type} before TransferCreated`);
  switch (event.type) {
    case 'TransferShipped': {
      const shipped = new Map((event.data.lines ?? []).map((line) => [line.productId, line.lots]));
      return {
        ...state,
        status: 'IN_TRANSIT',
        lines: state.lines.map((line) => {
          const lots = shipped.get(line.productId);
          return lots?.length ? { ...line, lotsInTransit: lots } : line;
        }),
      };
    }
    case 'TransferReceived': {
      const lines = addTo(state.lines, event.data.lines, 'received');
      return { ...state, lines, status: statusAfterArrival(lines) };
    }
    case 'TransferWrittenOff': {
      const lines = addTo(state.lines, event.data.lines, 'writtenOff');
      return { ...state, lines, status: statusAfterArrival(lines) };
    }
    case 'TransferCancelled':
      return { ...state, status: 'CANCELLED' };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown transfer event ${(unknown as { type: string }).type}`);
    }
  }
}

export interface CreateTransfer {
  transferId: string;
  providerId: string;
  fromLocationId: string;
  toLocationId: string;
  lines: TransferQuantity[];
  notes?: string | null;
  at: string;
}

/** Whole units, at least one and at most MAX_QUANTITY. */
function checkQuantity(quantity: number, zeroAllowed: boolean): void {
  if (!Number.isInteger(quantity)) throw new StockRuleError('Quantities must be whole numbers.');
  if (quantity < 0 || (!zeroAllowed && quantity === 0))
    throw new StockRuleError('Transfers must have positive quantities.');
  if (quantity > MAX_QUANTITY)
    throw new StockRuleError(`Quantities must be at most ${MAX_QUANTITY.toLocaleString('en-US')}.`);
}

/**
 * A new transfer: two different locations, one to many lines (lines of 0 are dropped), whole
 * positive quantities, one line per product. Stock is checked when it ships, not now: a
 * transfer may be prepared before the goods are there.
 */
export function decideCreateTransfer(command: CreateTransfer): TransferCreated {
  if (command.fromLocationId === command.toLocationId)
    throw new StockRuleError('A transfer must go to another location.');
  const lines = command.lines.filter((line) => line.quantity !== 0);
  if (lines.length === 0)
    throw new StockRuleError('At least one product is requiered for a transfer.');
  if (lines.length > MAX_TRANSFER_LINES)
    throw new StockRuleError(`A transfer carries at most ${MAX_TRANSFER_LINES} products.`);
  const seen = new Set<string>();
  for (const line of lines) {
    checkQuantity(line.quantity, false);
    if (seen.has(line.productId))
      throw new StockRuleError('Each product may appear only once in a transfer.');
    seen.add(line.productId);
  }
  const notes = normalizeNotes(command.notes);
  if (notes && notes.length > MAX_NOTES_LENGTH)
    throw new StockRuleError(`notes must be at most ${MAX_NOTES_LENGTH} characters`);
  return {
    type: 'TransferCreated',
    data: {
      transferId: command.transferId,
      providerId: command.providerId,
      fromLocationId: command.fromLocationId,
      toLocationId: command.toLocationId,
      lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
      notes,
      at: command.at,
    },
  };
}

/** What a transfer command records and the stock it moves (at the source, the destination). */
export interface TransferDecision {
  events: TransferEvent[];
  stock: StockMove[];
}

const NOTHING: TransferDecision = { events: [], stock: [] };

/**
 * Ship: every line leaves the source (current -= q, refused by the stock check when the source
 * has not got it) and is in transit at the destination. Shipping a shipped transfer again
 * changes nothing; a cancelled one cannot ship.
 */
export function decideShip(state: TransferState, at: string): TransferDecision {
  if (state.status === 'CANCELLED')
    throw new StockRuleError('This transfer is cancelled.', 'conflict');
  if (state.status !== 'CREATED') return NOTHING;
  return {
    events: [{ type: 'TransferShipped', data: { transferId: state.transferId, at } }],
    stock: [
      {
        locationId: state.fromLocationId,
        orderType: TRANSFER,
        reason: 'shipped',
        deltas: state.lines.map((line) => ({
          productId: line.productId,
          current: -line.quantity,
          committed: 0,
        })),
      },
      {
        locationId: state.toLocationId,
        orderType: TRANSFER,
        reason: 'shipped',
        deltas: state.lines.map((line) => ({
          productId: line.productId,
          current: 0,
          committed: 0,
          inTransit: line.quantity,
        })),
      },
    ],
  };
}

export interface ReceiveTransfer {
  /** What arrived, per product; absent: everything still in transit. */
  lines?: TransferQuantity[] | null;
  /** Write off what is still in transit after this receipt, for this reason. */
  writeOff?: { reason: string; note?: string | null } | null;
  at: string;
}

function checkWriteOff(writeOff: NonNullable<ReceiveTransfer['writeOff']>): Adjustment {
  const note = writeOff.note?.trim() ? writeOff.note.trim() : null;
  if (!ADJUST_REASONS.includes(writeOff.reason as AdjustReason))
    throw new StockRuleError(`reason must be one of ${ADJUST_REASONS.join(', ')}`);
  if (note !== null && note.length > MAX_REASON_NOTE_LENGTH)
    throw new StockRuleError(`note must be at most ${MAX_REASON_NOTE_LENGTH} characters`);
  if (writeOff.reason === 'OTHER' && note === null)
    throw new StockRuleError('Say what the other reason is in a note.');
  return { reason: writeOff.reason as AdjustReason, note };
}

/**
 * Receive: the units that arrived leave transit and count at the destination (current += r);
 * with `writeOff`, what is then still in transit is written off with its reason (in transit -=
 * w), and the transfer is received. Otherwise the rest stays in transit for a later receipt.
 * Each line receives at most what is in transit; a receipt must receive or write off something.
 */
export function decideReceive(state: TransferState, command: ReceiveTransfer): TransferDecision {
  if (state.status === 'CANCELLED')
    throw new StockRuleError('This transfer is cancelled.', 'conflict');
  if (state.status === 'CREATED')
    throw new StockRuleError('This transfer has not been shipped yet.', 'conflict');
  if (state.status === 'RECEIVED')
    throw new StockRuleError('This transfer has been received already.', 'conflict');
  const terms = command.writeOff ? checkWriteOff(command.writeOff) : null;
  const asked =
    command.lines ?? state.lines.map((line) => ({ ...line, quantity: inTransitOf(line) }));
  const byProduct = new Map(state.lines.map((line) => [line.productId, line]));
  const seen = new Set<string>();
  for (const line of asked) {
    const known = byProduct.get(line.productId);
    if (!known) throw new StockRuleError(`This transfer does not carry ${line.productId}.`);
    if (seen.has(line.productId))
      throw new StockRuleError('Each product may appear only once in a receipt.');
    seen.add(line.productId);
    checkQuantity(line.quantity, true);
    if (line.quantity > inTransitOf(known))
      throw new StockRuleError(
        `Only ${inTransitOf(known)} of ${line.productId} are in transit.`,
        'conflict',
      );
  }
  // Lot-tracked units arrive into the lots they left in, first expiry first.
  const withLots = (line: TransferQuantity, from: TransferLine | undefined): TransferQuantity => {
    const lots = lotsOf(from, line.quantity);
    return lots ? { ...line, lots } : line;
  };
  const received = asked
    .filter((line) => line.quantity > 0)
    .map((line) =>
      withLots(
        { productId: line.productId, quantity: line.quantity },
        byProduct.get(line.productId),
      ),
    );
  const afterReceipt = addTo(state.lines, received, 'received');
  const written = terms
    ? afterReceipt
        .filter((line) => inTransitOf(line) > 0)
        .map((line) => withLots({ productId: line.productId, quantity: inTransitOf(line) }, line))
    : [];
  if (received.length === 0 && written.length === 0)
    throw new StockRuleError('Nothing to receive: enter the quantities that arrived.');
  const events: TransferEvent[] = [];
  const stock: StockMove[] = [];
  const { transferId } = state;
  if (received.length > 0) {
    events.push({
      type: 'TransferReceived',
      data: {
        transferId,
        at: command.at,
        lines: received,
        partial: !terms && afterReceipt.some((line) => inTransitOf(line) > 0),
      },
    });
    stock.push({
      locationId: state.toLocationId,
      orderType: TRANSFER,
      reason: 'received',
      deltas: received.map((line) => ({
        productId: line.productId,
        current: line.quantity,
        committed: 0,
        inTransit: -line.quantity,
        ...(line.lots
          ? {
              lots: line.lots.map((lot) => ({
                lot: lot.lot,
                expiry: lot.expiry,
                current: lot.quantity,
                committed: 0,
              })),
            }
          : {}),
      })),
    });
  }
  if (terms && written.length > 0) {
    events.push({
      type: 'TransferWrittenOff',
      data: { transferId, at: command.at, lines: written, ...terms },
    });
    stock.push({
      locationId: state.toLocationId,
      orderType: TRANSFER,
      reason: 'written_off',
      adjustment: terms,
      deltas: written.map((line) => ({
        productId: line.productId,
        current: 0,
        committed: 0,
        inTransit: -line.quantity,
      })),
    });
  }
  return { events, stock };
}

/** Cancel: only a transfer not shipped yet (nothing moved); cancelling twice changes nothing. */
export function decideCancelTransfer(state: TransferState, at: string): TransferDecision {
  if (state.status === 'CANCELLED') return NOTHING;
  if (state.status !== 'CREATED')
    throw new StockRuleError('A shipped transfer cannot be cancelled.', 'conflict');
  return {
    events: [{ type: 'TransferCancelled', data: { transferId: state.transferId, at } }],
    stock: [],
  };
}

/** Transfers are numbered per provider in the order created, from 1001: TR-1001, TR-1002, … */
export const FIRST_TRANSFER_NUMBER = 1001;

/** A transfer's number as people read it. */
export function formatTransferNumber(n: number): string {
  return `TR-${n}`;
}

/**
 * The numbers a run of new documents takes in its provider's series, in the order they came,
 * after each provider's last number (none yet: the series starts at `first`); and each
 * provider's last after. Transfers, purchase orders: numbers in commit order.
 */
export function numberInSeries(
  created: readonly { id: string; providerId: string }[],
  lastOf: ReadonlyMap<string, number>,
  first = FIRST_TRANSFER_NUMBER,
): { numbers: Map<string, number>; last: Map<string, number> } {
  const last = new Map(lastOf);
  const numbers = new Map<string, number>();
  for (const { id, providerId } of created) {
    const next = (last.get(providerId) ?? first - 1) + 1;
    last.set(providerId, next);
    numbers.set(id, next);
  }
  return { numbers, last };
}

/** The numbers a run of new transfers takes (see numberInSeries). */
export function numberTransfers(
  created: readonly { transferId: string; providerId: string }[],
  lastOf: ReadonlyMap<string, number>,
): { numbers: Map<string, number>; last: Map<string, number> } {
  return numberInSeries(
    created.map(({ transferId, providerId }) => ({ id: transferId, providerId })),
    lastOf,
  );
}
