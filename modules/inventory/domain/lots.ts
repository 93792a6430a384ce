/**
 * Lots and expiry (issue 20, part 4): a stock (product and location) may hold its units in
 * lots, each with a code and an optional expiry date. The lots live in the stock stream's
 * snapshot (`after.lots`), so "no lot below zero" holds by the same append at the expected
 * revision that keeps the stock's own figures right. Units in no lot (held before the product
 * tracked lots, received by a transfer or counted in) are the stock's figures minus its lots'.
 * Pure: time enters as an argument.
 */

/** A lot code or expiry date the rules refuse (400). */
export class LotRuleError extends Error {
  readonly kind = 'invalid' as const;
}

/** A lot's figures at one location, as the stock stream keeps them. */
export interface LotLevel {
  lot: string;
  /** The last day the units may be sold (YYYY-MM-DD), or null when they do not expire. */
  expiry: string | null;
  current: number;
  committed: number;
}

/** What one stock change does to one lot. */
export type LotDelta = LotLevel;

/** What a movement line asks of lots: the lot it receives into, or the lot it takes from. */
export interface LotRequest {
  lot: string;
  /** A receipt's expiry (absent: the lot's known one, or none). */
  expiry?: string | null;
}

/** A line's allocation as recorded on its order: units per lot, signed as the line's quantity. */
export interface LotTake {
  lot: string;
  expiry: string | null;
  quantity: number;
}

/** A lot's units as the API answers them (an order's or a transfer's line). */
export function lotQuantity(take: LotTake): {
  lot_code: string;
  expiry_date: string | null;
  quantity: number;
} {
  return { lot_code: take.lot, expiry_date: take.expiry, quantity: take.quantity };
}

export const MAX_LOT_CODE_LENGTH = 64;

/** Expiry dates accepted: anything a label may carry, nothing a typo makes of a year. */
export const MIN_EXPIRY = '2000-01-01';
export const MAX_EXPIRY = '2999-12-31';

/** A lot code as kept: trimmed, never blank, printable, at most MAX_LOT_CODE_LENGTH characters. */
export function lotCode(raw: string, field = 'lot_code'): string {
  const code = raw.trim();
  if (code === '') throw new LotRuleError(`${field} must not be blank`);
  if (code.length > MAX_LOT_CODE_LENGTH)
    throw new LotRuleError(`${field} must be at most ${MAX_LOT_CODE_LENGTH} characters`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f]/.test(code)) throw new LotRuleError(`${field} must be printable text`);
  return code;
}

/** Whether text is a calendar date (YYYY-MM-DD) between MIN_EXPIRY and MAX_EXPIRY. */
export function isExpiryDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (value < MIN_EXPIRY || value > MAX_EXPIRY) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A lot is expired once its expiry day is over (sold on its last day, not the day after). */
export function isExpired(expiry: string | null, at: string): boolean {
  return expiry !== null && expiry < at.slice(0, 10);
}

/** First expiry, first out: earliest expiry first, lots that do not expire last, then by arrival. */
export function fefo<T extends { expiry: string | null }>(lots: readonly T[]): T[] {
  return lots
    .map((lot, index) => ({ lot, index }))
    .sort((a, b) => {
      if (a.lot.expiry === b.lot.expiry) return a.index - b.index;
      if (a.lot.expiry === null) return 1;
      if (b.lot.expiry === null) return -1;
      return a.lot.expiry < b.lot.expiry ? -1 : 1;
    })
    .map(({ lot }) => lot);
}

/** LotCannotGoNegative: a change takes more from a lot than it holds (409). */
export class InsufficientLotStockError extends Error {
  readonly kind = 'conflict' as const;

  constructor(
    readonly lot: string,
    readonly available: number,
    productName: string,
  ) {
    super(`Not enough stock of ${productName} in lot ${lot}: ${available} available.`);
  }
}

/** Orders and outbound movements take no expired units unless the lot is chosen (409). */
export class ExpiredStockError extends Error {
  readonly kind = 'conflict' as const;

  constructor(
    available: number,
    expired: number,
    // The portal names the line it refuses by it (ordering's portal-stock-refusal).
    readonly productName: string,
  ) {
    super(`Not enough stock of ${productName}: ${available} available (${expired} more expired).`);
  }
}

/** One lot code, one expiry: a receipt into a lot naming another expiry is refused (409). */
export class LotExpiryMismatchError extends Error {
  readonly kind = 'conflict' as const;

  constructor(lot: string, known: string | null, asked: string | null, productName: string) {
    super(
      `Lot ${lot} of ${productName} ${known ? `expires on ${known}` : 'has no expiry'}, not ${asked ?? 'none'}.`,
    );
  }
}

/** The stock's figures and lots a decision starts from. */
export interface LotStock {
  current: number;
  committed: number;
  lots?: readonly LotLevel[];
}

/** A stock change as the lots see it: the figures' deltas and what the line asked. */
export interface LotChange {
  current: number;
  committed: number;
  /** The exact lot deltas (a fulfilment or cancellation replaying its order's allocation). */
  lots?: readonly LotDelta[];
  /** A chosen lot to take from, or the lot a receipt goes into. */
  lot?: LotRequest;
}

/** How a change without a chosen lot picks: when (for expiry), and whether expired units go. */
export interface LotPolicy {
  at: string;
  /** A correction (ADJUST, a count) takes what is missing, expired lots first; sales do not. */
  takeExpired: boolean;
  productName: string;
}

const unlotted = (stock: LotStock) => ({
  current: stock.current - (stock.lots ?? []).reduce((sum, lot) => sum + lot.current, 0),
  committed: stock.committed - (stock.lots ?? []).reduce((sum, lot) => sum + lot.committed, 0),
});

/**
 * What a change does to the stock's lots, or undefined when it touches none (a stock that
 * never held a lot and a change that names none: such events stay as they always were).
 *
 * - A receipt into a lot (`lot` with units coming in) adds them to it; its expiry is the lot's.
 * - Units leaving current without a chosen lot go first expiry, first out across the lots
 *   (expired ones only when the policy takes them), then from the units in no lot; an ORDER's
 *   units move from a lot's current to its committed.
 * - A chosen lot gives all the units, expired or not, or the change is refused.
 * - Committed units released without a recorded allocation (orders placed before their stock
 *   held lots) leave the units in no lot first; units coming back (a cancellation) return to
 *   the lot they were committed in.
 * - Units arriving without a lot (a transfer's receipt, a count's surplus) are in no lot.
 */
export function decideLots(
  stock: LotStock,
  change: LotChange,
  policy: LotPolicy,
): LotDelta[] | undefined {
  if (change.lots) return change.lots.filter((d) => d.current !== 0 || d.committed !== 0);
  const lots = stock.lots ?? [];
  if (change.lot) return chosenLot(lots, change, change.lot, policy);
  if (lots.length === 0) return stock.lots ? [] : undefined;
  const deltas = new Map<string, LotDelta>();
  const add = (lot: LotLevel, current: number, committed: number) => {
    const known = deltas.get(lot.lot) ?? {
      lot: lot.lot,
      expiry: lot.expiry,
      current: 0,
      committed: 0,
    };
    deltas.set(lot.lot, {
      ...known,
      current: known.current + current,
      committed: known.committed + committed,
    });
  };
  const free = unlotted(stock);

  if (change.committed < 0) {
    // Released commitments: units in no lot first, then the lots' (first expiry first).
    let left = -change.committed - Math.max(0, Math.min(free.committed, -change.committed));
    const back = change.current > 0;
    for (const lot of fefo(lots)) {
      if (left === 0) break;
      const take = Math.min(lot.committed, left);
      if (take > 0) add(lot, back ? Math.min(take, change.current) : 0, -take);
      left -= take;
    }
  } else if (change.current < 0) {
    const wanted = -change.current;
    const usable = fefo(lots).filter(
      (lot) => policy.takeExpired || !isExpired(lot.expiry, policy.at),
    );
    const inLots = usable.reduce((sum, lot) => sum + lot.current, 0);
    const available = inLots + Math.max(0, free.current);
    if (available < wanted) {
      const expired = lots
        .filter((lot) => !usable.includes(lot))
        .reduce((sum, lot) => sum + lot.current, 0);
      // The stock's own check names a plain shortage; this one, units held back as expired.
      if (expired > 0 && available + expired >= wanted)
        throw new ExpiredStockError(available, expired, policy.productName);
    }
    let left = wanted;
    for (const lot of usable) {
      if (left === 0) break;
      const take = Math.min(lot.current, left);
      if (take > 0) add(lot, -take, change.committed > 0 ? take : 0);
      left -= take;
    }
  }
  return [...deltas.values()];
}

function chosenLot(
  lots: readonly LotLevel[],
  change: LotChange,
  request: LotRequest,
  policy: LotPolicy,
): LotDelta[] {
  const known = lots.find((lot) => lot.lot === request.lot);
  if (change.current > 0) {
    // A receipt: the lot's expiry is the one it came with first.
    const asked = request.expiry === undefined ? (known?.expiry ?? null) : request.expiry;
    if (known && known.expiry !== asked)
      throw new LotExpiryMismatchError(request.lot, known.expiry, asked, policy.productName);
    return [{ lot: request.lot, expiry: asked, current: change.current, committed: 0 }];
  }
  const wanted = -change.current;
  if (!known || known.current < wanted)
    throw new InsufficientLotStockError(request.lot, known?.current ?? 0, policy.productName);
  return [
    {
      lot: known.lot,
      expiry: known.expiry,
      current: -wanted,
      committed: change.committed > 0 ? wanted : 0,
    },
  ];
}

/**
 * The lots after their deltas: none below zero, never more in lots than the stock holds; lots
 * left empty are dropped (an empty list still says the stock keeps lots).
 */
export function applyLotDeltas(
  lots: readonly LotLevel[],
  deltas: readonly LotDelta[],
  totals: { current: number; committed: number },
  productName: string,
): LotLevel[] {
  const next = lots.map((lot) => ({ ...lot }));
  for (const delta of deltas) {
    let lot = next.find((l) => l.lot === delta.lot);
    if (!lot) {
      lot = { lot: delta.lot, expiry: delta.expiry, current: 0, committed: 0 };
      next.push(lot);
    }
    if (lot.current + delta.current < 0)
      throw new InsufficientLotStockError(delta.lot, lot.current, productName);
    if (lot.committed + delta.committed < 0)
      throw new Error(`Committed stock of lot ${delta.lot} would go below zero`);
    lot.current += delta.current;
    lot.committed += delta.committed;
  }
  const left = next.filter((lot) => lot.current !== 0 || lot.committed !== 0);
  const free = unlotted({ ...totals, lots: left });
  if (free.current < 0 || free.committed < 0)
    throw new Error(`The lots of ${productName} would hold more than its stock`);
  return left;
}

/** An allocation as an order line records it: units per lot, signed as the line's quantity. */
export function takesOf(deltas: readonly LotDelta[], orderType: string): LotTake[] {
  return deltas.map((delta) => ({
    lot: delta.lot,
    expiry: delta.expiry,
    quantity:
      orderType === 'ORDER'
        ? delta.committed
        : orderType === 'OUT'
          ? -delta.current
          : delta.current,
  }));
}

/** The units left in `lots` once those `gone` (by lot code) are taken away. */
export function lotsLeft(lots: readonly LotTake[], gone: readonly LotTake[]): LotTake[] {
  return lots
    .map((lot) => ({
      ...lot,
      quantity:
        lot.quantity - gone.filter((g) => g.lot === lot.lot).reduce((s, g) => s + g.quantity, 0),
    }))
    .filter((lot) => lot.quantity > 0);
}

/** `quantity` units taken from lots first expiry first (as many as they hold). */
export function takeFirstExpiring(lots: readonly LotTake[], quantity: number): LotTake[] {
  const taken: LotTake[] = [];
  let left = quantity;
  for (const lot of fefo(lots)) {
    if (left === 0) break;
    const take = Math.min(lot.quantity, left);
    if (take > 0) taken.push({ ...lot, quantity: take });
    left -= take;
  }
  return taken;
}
