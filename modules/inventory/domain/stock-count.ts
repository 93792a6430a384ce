/**
 * Stock counts (cycle counting, issue 20 part 3): one event-sourced aggregate per count
 * (`count-{id}`). Started, it notes what each product of a location held on hand (current +
 * committed) at that moment; counted quantities are entered line by line; approved, each
 * counted line whose shelf differs from the expected figure (on hand at the start plus the
 * movements since, which is the stock's level now) becomes an ADJUST with reason COUNT,
 * effective at the count's start. The adjustments are ordinary ADJUST movements on the stock
 * streams, so the ledger, the chain, the as-of views and the audit see them as any other. Pure.
 */
import { OrderPlaced, StockRuleError } from './movement';
import { StockLevel } from './stock';
import type { StockMove } from './stock-stream';

export const COUNT_STATUSES = ['OPEN', 'APPROVED', 'CANCELLED'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];

/** The most products one count holds: a location's whole catalog, up to this. */
export const MAX_COUNT_LINES = 10_000;

/** The most units a line may be counted at (stock figures are 32-bit integers). */
export const MAX_COUNTED = 1_000_000_000;

export function countStreamId(countId: string): string {
  return `count-${countId}`;
}

/** A product of the count as it stood at the start. */
export interface CountLineStart {
  productId: string;
  /** On hand (current + committed) at the start. */
  onHand: number;
  /** Whether its stock had any change recorded by the start (only then can a change be back-dated to it). */
  recorded: boolean;
}

export interface CountStarted {
  type: 'CountStarted';
  data: {
    countId: string;
    providerId: string;
    locationId: string;
    lines: CountLineStart[];
    /** How the products were chosen (a search), null for all. */
    filter: string | null;
    notes: string | null;
    at: string;
  };
}
/** Counted quantities entered (null clears a line's entry). */
export interface CountEntered {
  type: 'CountEntered';
  data: { countId: string; at: string; lines: { productId: string; counted: number | null }[] };
}
/** The figures the approval decided on, and the ADJUST movements it placed (none when all agreed). */
export interface CountApproved {
  type: 'CountApproved';
  data: {
    countId: string;
    at: string;
    /** Every counted line: the expected figure at approval and the count. */
    lines: { productId: string; expected: number; counted: number }[];
    adjustmentIds: string[];
  };
}
export interface CountCancelled {
  type: 'CountCancelled';
  data: { countId: string; at: string };
}
export type CountEvent = CountStarted | CountEntered | CountApproved | CountCancelled;

export const COUNT_EVENT_TYPES: readonly CountEvent['type'][] = [
  'CountStarted',
  'CountEntered',
  'CountApproved',
  'CountCancelled',
];

export interface CountLine extends CountLineStart {
  counted: number | null;
}

export interface CountState {
  countId: string;
  providerId: string;
  locationId: string;
  status: CountStatus;
  startedAt: string;
  /** By product, in the order the count listed them. */
  lines: ReadonlyMap<string, CountLine>;
}

/** The count is not there, or another provider's: both answer alike. */
export class CountNotFoundError extends Error {
  readonly kind = 'not_found' as const;

  constructor() {
    super('No such count.');
  }
}

/**
 * The count's state after its events, oldest first. One pass that builds one map: a count of
 * thousands of lines entered one at a time folds in linear time.
 */
export function countFrom(events: readonly CountEvent[]): CountState | null {
  let state: CountState | null = null;
  let lines: Map<string, CountLine> | null = null;
  for (const event of events) {
    if (event.type === 'CountStarted') {
      lines = new Map(event.data.lines.map((line) => [line.productId, { ...line, counted: null }]));
      state = {
        countId: event.data.countId,
        providerId: event.data.providerId,
        locationId: event.data.locationId,
        status: 'OPEN',
        startedAt: event.data.at,
        lines,
      };
      continue;
    }
    if (!state || !lines) throw new Error(`${event.type} before CountStarted`);
    switch (event.type) {
      case 'CountEntered':
        for (const entry of event.data.lines) {
          const line = lines.get(entry.productId);
          if (line) lines.set(entry.productId, { ...line, counted: entry.counted });
        }
        break;
      case 'CountApproved':
        state = { ...state, status: 'APPROVED' };
        break;
      case 'CountCancelled':
        state = { ...state, status: 'CANCELLED' };
        break;
      default: {
        const unknown: never = event;
        throw new Error(`Unknown count event ${(unknown as { type: string }).type}`);
      }
    }
  }
  return state;
}

/** On hand: what a counter finds on the shelf (promised units are still there until they ship). */
export function onHandOf(level: StockLevel | null | undefined): number {
  return level ? level.current + level.committed : 0;
}

export interface StartCount {
  countId: string;
  providerId: string;
  locationId: string;
  /** The products to count, with their stock's level now (null: none recorded yet). */
  products: { productId: string; level: StockLevel | null }[];
  filter?: string | null;
  notes?: string | null;
  at: string;
}

export const MAX_COUNT_NOTES_LENGTH = 2000;

/** A new count of some products at a location: at least one, at most MAX_COUNT_LINES, each once. */
export function decideStartCount(command: StartCount): CountStarted {
  if (command.products.length === 0)
    throw new StockRuleError('No products to count: the filter matches no active product.');
  if (command.products.length > MAX_COUNT_LINES)
    throw new StockRuleError(
      `A count holds at most ${MAX_COUNT_LINES.toLocaleString('en-US')} products: narrow it with a filter.`,
    );
  const seen = new Set<string>();
  for (const { productId } of command.products) {
    if (seen.has(productId))
      throw new StockRuleError('Each product may appear only once in a count.');
    seen.add(productId);
  }
  const notes = command.notes?.trim() || null;
  if (notes && notes.length > MAX_COUNT_NOTES_LENGTH)
    throw new StockRuleError(`notes must be at most ${MAX_COUNT_NOTES_LENGTH} characters`);
  return {
    type: 'CountStarted',
    data: {
      countId: command.countId,
      providerId: command.providerId,
      locationId: command.locationId,
      lines: command.products.map(({ productId, level }) => ({
        productId,
        onHand: onHandOf(level),
        recorded: level !== null,
      })),
      filter: command.filter?.trim() || null,
      notes,
      at: command.at,
    },
  };
}

function checkOpen(state: CountState, doing: string): void {
  if (state.status === 'APPROVED')
    throw new StockRuleError(`This count is approved: ${doing} is no longer possible.`, 'conflict');
  if (state.status === 'CANCELLED')
    throw new StockRuleError(
      `This count is cancelled: ${doing} is no longer possible.`,
      'conflict',
    );
}

/**
 * Counted quantities for lines of the count (whole units from 0; null clears an entry). A
 * product the count does not hold is refused, naming it; an entry equal to what is recorded
 * changes nothing.
 */
export function decideEnter(
  state: CountState,
  entries: readonly { productId: string; counted: number | null }[],
  at: string,
): CountEntered[] {
  checkOpen(state, 'entering counts');
  const seen = new Set<string>();
  const changed: { productId: string; counted: number | null }[] = [];
  for (const entry of entries) {
    const line = state.lines.get(entry.productId);
    if (!line) throw new StockRuleError(`This count does not hold ${entry.productId}.`);
    if (seen.has(entry.productId))
      throw new StockRuleError('Each product may appear only once in an entry.');
    seen.add(entry.productId);
    const { counted } = entry;
    if (
      counted !== null &&
      (!Number.isSafeInteger(counted) || counted < 0 || counted > MAX_COUNTED)
    )
      throw new StockRuleError(
        `Counted quantities must be whole numbers from 0 to ${MAX_COUNTED.toLocaleString('en-US')}.`,
      );
    if (line.counted !== counted) changed.push({ productId: entry.productId, counted });
  }
  if (changed.length === 0) return [];
  return [{ type: 'CountEntered', data: { countId: state.countId, at, lines: changed } }];
}

/** A counted line as the approval sees it: expected now, counted, and the difference. */
export interface Variance {
  productId: string;
  expected: number;
  counted: number;
  /** counted - expected: what the ADJUST adds to current stock. */
  delta: number;
}

/** Every counted line against its stock's level now (null: no stock recorded). */
export function variancesOf(
  state: CountState,
  levels: ReadonlyMap<string, StockLevel | null>,
): Variance[] {
  const out: Variance[] = [];
  for (const line of state.lines.values()) {
    if (line.counted === null) continue;
    const expected = onHandOf(levels.get(line.productId));
    out.push({
      productId: line.productId,
      expected,
      counted: line.counted,
      delta: line.counted - expected,
    });
  }
  return out;
}

/** The shelf holds fewer units than pending orders hold: adjusting would take current below zero. */
export class CountBelowCommittedError extends StockRuleError {
  constructor(readonly products: { productId: string; counted: number; committed: number }[]) {
    super(
      `Counted below what pending orders hold: ${products
        .slice(0, 5)
        .map((p) => `${p.productId} (${p.counted} counted, ${p.committed} committed)`)
        .join(
          ', ',
        )}${products.length > 5 ? ` and ${products.length - 5} more` : ''}. Fulfil or cancel those orders, or count again.`,
      'conflict',
    );
  }
}

export interface ApproveCount {
  at: string;
  /** The ids of the ADJUST movements it may place: effective at the start, and when recorded. */
  backDatedId: string;
  recordedId: string;
  /** The stock levels now, by product (null: none recorded). */
  levels: ReadonlyMap<string, StockLevel | null>;
  /** Names for a refusal, by product. */
  names?: ReadonlyMap<string, string>;
}

/** What an approval records: its event, the ADJUST movements it places and the stock they move. */
export interface CountDecision {
  events: CountEvent[];
  movements: { placed: OrderPlaced; stock: StockMove }[];
}

/**
 * Approve: every counted line whose count differs from the expected figure (its stock's level
 * now: on hand at the start plus what moved since) is adjusted by the difference, with reason
 * COUNT, effective at the count's start. A stock with no change recorded by the start cannot
 * take a change before it: its adjustment goes in a second movement, effective when recorded.
 * Lines not counted are left as they are. A count below the committed units is refused for
 * every such line at once. Approving twice changes nothing; a cancelled count cannot approve.
 */
export function decideApprove(state: CountState, command: ApproveCount): CountDecision {
  if (state.status === 'APPROVED') return { events: [], movements: [] };
  if (state.status === 'CANCELLED')
    throw new StockRuleError(
      'This count is cancelled: approving it is no longer possible.',
      'conflict',
    );
  const variances = variancesOf(state, command.levels);
  if (variances.length === 0)
    throw new StockRuleError('Nothing counted yet: enter the counted quantities first.');
  const below = variances
    .map((v) => ({ v, committed: command.levels.get(v.productId)?.committed ?? 0 }))
    .filter(({ v, committed }) => v.counted < committed)
    .map(({ v, committed }) => ({
      productId: command.names?.get(v.productId) ?? v.productId,
      counted: v.counted,
      committed,
    }));
  if (below.length > 0) throw new CountBelowCommittedError(below);
  const differing = variances.filter((v) => v.delta !== 0);
  const backDate = state.startedAt < command.at;
  const groups = [
    {
      id: command.backDatedId,
      lines: differing.filter((v) => backDate && state.lines.get(v.productId)!.recorded),
      effectiveAt: backDate ? state.startedAt : undefined,
    },
    {
      id: command.recordedId,
      lines: differing.filter((v) => !(backDate && state.lines.get(v.productId)!.recorded)),
      effectiveAt: undefined,
    },
  ].filter((group) => group.lines.length > 0);
  const adjustment = { reason: 'COUNT' as const, note: null };
  const movements = groups.map((group) => {
    const placed: OrderPlaced = {
      type: 'OrderPlaced',
      data: {
        orderId: group.id,
        providerId: state.providerId,
        clientId: null,
        locationId: state.locationId,
        orderType: 'ADJUST',
        lines: group.lines.map((v) => ({ productId: v.productId, quantity: v.delta, price: null })),
        notes: `Stock count ${state.countId}`,
        placedAt: command.at,
        ...(group.effectiveAt ? { effectiveAt: group.effectiveAt } : {}),
        adjustment,
      },
    };
    const stock: StockMove = {
      orderId: group.id,
      locationId: state.locationId,
      orderType: 'ADJUST',
      reason: 'placed',
      deltas: group.lines.map((v) => ({ productId: v.productId, current: v.delta, committed: 0 })),
      ...(group.effectiveAt ? { effectiveAt: group.effectiveAt } : {}),
      adjustment,
    };
    return { placed, stock };
  });
  return {
    events: [
      {
        type: 'CountApproved',
        data: {
          countId: state.countId,
          at: command.at,
          lines: variances.map(({ productId, expected, counted }) => ({
            productId,
            expected,
            counted,
          })),
          adjustmentIds: groups.map((group) => group.id),
        },
      },
    ],
    movements,
  };
}

/** Cancel an open count: nothing was adjusted. Cancelling twice changes nothing. */
export function decideCancelCount(state: CountState, at: string): CountEvent[] {
  if (state.status === 'CANCELLED') return [];
  if (state.status === 'APPROVED')
    throw new StockRuleError('An approved count cannot be cancelled.', 'conflict');
  return [{ type: 'CountCancelled', data: { countId: state.countId, at } }];
}
