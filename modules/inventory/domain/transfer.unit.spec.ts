import { applyDelta, InsufficientStockError, StockLevel } from './stock';
import {
  CreateTransfer,
  decideCancelTransfer,
  decideCreateTransfer,
  decideReceive,
  decideShip,
  evolveTransfer,
  formatTransferNumber,
  numberTransfers,
  TransferDecision,
  TransferEvent,
  TransferState,
} from './transfer';

const at = '2026-11-24T10:00:00.000Z';
const create = (over: Partial<CreateTransfer> = {}): CreateTransfer => ({
  transferId: 't1',
  providerId: 'p1',
  fromLocationId: 'warehouse',
  toLocationId: 'shop',
  lines: [
    { productId: 'apple', quantity: 5 },
    { productId: 'pear', quantity: 2 },
  ],
  notes: ' fragile ',
  at,
  ...over,
});

/** given: the events so far, folded. */
const given = (...events: TransferEvent[]): TransferState =>
  events.reduce<TransferState | null>(evolveTransfer, null)!;
const created = decideCreateTransfer(create());
const shipped: TransferEvent = { type: 'TransferShipped', data: { transferId: 't1', at } };
const then = (state: TransferState, decision: TransferDecision) =>
  decision.events.reduce(evolveTransfer, state);

/** The levels a decision's stock moves leave, from these levels (by location/product). */
function levelsAfter(
  decision: TransferDecision,
  levels: Record<string, StockLevel>,
): Record<string, StockLevel> {
  const out = { ...levels };
  for (const move of decision.stock)
    for (const delta of move.deltas) {
      const key = `${move.locationId}/${delta.productId}`;
      out[key] = applyDelta(out[key] ?? { current: 0, committed: 0 }, delta);
    }
  return out;
}

describe('creating a transfer', () => {
  it('keeps the locations, the lines with units and trimmed notes, and moves no stock', () => {
    expect(created.data).toEqual({
      transferId: 't1',
      providerId: 'p1',
      fromLocationId: 'warehouse',
      toLocationId: 'shop',
      lines: [
        { productId: 'apple', quantity: 5 },
        { productId: 'pear', quantity: 2 },
      ],
      notes: 'fragile',
      at,
    });
    expect(given(created).status).toBe('CREATED');
  });

  it('refuses a transfer to the same location', () => {
    expect(() => decideCreateTransfer(create({ toLocationId: 'warehouse' }))).toThrow(
      'A transfer must go to another location.',
    );
  });

  it('refuses no lines, negative or fractional units and a product twice', () => {
    expect(() =>
      decideCreateTransfer(create({ lines: [{ productId: 'a', quantity: 0 }] })),
    ).toThrow('At least one product is requiered for a transfer.');
    expect(() =>
      decideCreateTransfer(create({ lines: [{ productId: 'a', quantity: -1 }] })),
    ).toThrow('Transfers must have positive quantities.');
    expect(() =>
      decideCreateTransfer(create({ lines: [{ productId: 'a', quantity: 1.5 }] })),
    ).toThrow('Quantities must be whole numbers.');
    expect(() =>
      decideCreateTransfer(
        create({
          lines: [
            { productId: 'a', quantity: 1 },
            { productId: 'a', quantity: 2 },
          ],
        }),
      ),
    ).toThrow('Each product may appear only once in a transfer.');
  });
});

describe('shipping a transfer', () => {
  it('takes the units from the source and puts them in transit at the destination', () => {
    const decision = decideShip(given(created), at);
    expect(decision.events).toEqual([shipped]);
    const levels = levelsAfter(decision, {
      'warehouse/apple': { current: 5, committed: 1 },
      'warehouse/pear': { current: 9, committed: 0 },
    });
    expect(levels['warehouse/apple']).toEqual({ current: 0, committed: 1 });
    expect(levels['warehouse/pear']).toEqual({ current: 7, committed: 0 });
    expect(levels['shop/apple']).toEqual({ current: 0, committed: 0, inTransit: 5 });
    expect(levels['shop/pear']).toEqual({ current: 0, committed: 0, inTransit: 2 });
    expect(then(given(created), decision).status).toBe('IN_TRANSIT');
  });

  it('is refused by the stock check when the source has not got the units', () => {
    const decision = decideShip(given(created), at);
    expect(() =>
      levelsAfter(decision, { 'warehouse/apple': { current: 4, committed: 0 } }),
    ).toThrow(InsufficientStockError);
  });

  it('changes nothing when shipped already, and cannot ship a cancelled transfer', () => {
    expect(decideShip(given(created, shipped), at)).toEqual({ events: [], stock: [] });
    const cancelled = then(given(created), decideCancelTransfer(given(created), at));
    expect(() => decideShip(cancelled, at)).toThrow('This transfer is cancelled.');
  });
});

describe('receiving a transfer', () => {
  const inTransit = () => given(created, shipped);

  it('receives everything in transit when no lines are named', () => {
    const decision = decideReceive(inTransit(), { at });
    expect(decision.events).toEqual([
      {
        type: 'TransferReceived',
        data: {
          transferId: 't1',
          at,
          lines: [
            { productId: 'apple', quantity: 5 },
            { productId: 'pear', quantity: 2 },
          ],
          partial: false,
        },
      },
    ]);
    const levels = levelsAfter(decision, {
      'shop/apple': { current: 1, committed: 0, inTransit: 5 },
      'shop/pear': { current: 0, committed: 0, inTransit: 2 },
    });
    expect(levels['shop/apple']).toEqual({ current: 6, committed: 0, inTransit: 0 });
    expect(then(inTransit(), decision).status).toBe('RECEIVED');
  });

  it('receives part, and the rest stays in transit for a later receipt', () => {
    const first = decideReceive(inTransit(), { lines: [{ productId: 'apple', quantity: 3 }], at });
    expect(first.events[0]).toMatchObject({ type: 'TransferReceived', data: { partial: true } });
    const partly = then(inTransit(), first);
    expect(partly.status).toBe('PARTIALLY_RECEIVED');
    expect(partly.lines.map((l) => [l.productId, l.received])).toEqual([
      ['apple', 3],
      ['pear', 0],
    ]);
    const rest = decideReceive(partly, { at });
    expect(rest.events[0].data).toMatchObject({
      lines: [
        { productId: 'apple', quantity: 2 },
        { productId: 'pear', quantity: 2 },
      ],
      partial: false,
    });
    expect(then(partly, rest).status).toBe('RECEIVED');
  });

  it('writes off what did not arrive, with its reason, leaving transit at the destination', () => {
    const decision = decideReceive(inTransit(), {
      lines: [{ productId: 'apple', quantity: 4 }],
      writeOff: { reason: 'DAMAGE', note: ' crushed ' },
      at,
    });
    expect(decision.events.map((e) => e.type)).toEqual(['TransferReceived', 'TransferWrittenOff']);
    expect(decision.events[1].data).toEqual({
      transferId: 't1',
      at,
      lines: [
        { productId: 'apple', quantity: 1 },
        { productId: 'pear', quantity: 2 },
      ],
      reason: 'DAMAGE',
      note: 'crushed',
    });
    expect(decision.stock.map((m) => [m.locationId, m.reason, m.adjustment])).toEqual([
      ['shop', 'received', undefined],
      ['shop', 'written_off', { reason: 'DAMAGE', note: 'crushed' }],
    ]);
    const levels = levelsAfter(decision, {
      'shop/apple': { current: 0, committed: 0, inTransit: 5 },
      'shop/pear': { current: 0, committed: 0, inTransit: 2 },
    });
    expect(levels['shop/apple']).toEqual({ current: 4, committed: 0, inTransit: 0 });
    expect(levels['shop/pear']).toEqual({ current: 0, committed: 0, inTransit: 0 });
    const after = then(inTransit(), decision);
    expect(after.status).toBe('RECEIVED');
    expect(after.lines.map((l) => l.writtenOff)).toEqual([1, 2]);
  });

  it('refuses more than is in transit, an unknown product, nothing at all, or a bad reason', () => {
    expect(() =>
      decideReceive(inTransit(), { lines: [{ productId: 'apple', quantity: 6 }], at }),
    ).toThrow('Only 5 of apple are in transit.');
    expect(() =>
      decideReceive(inTransit(), { lines: [{ productId: 'plum', quantity: 1 }], at }),
    ).toThrow('This transfer does not carry plum.');
    expect(() =>
      decideReceive(inTransit(), { lines: [{ productId: 'apple', quantity: 0 }], at }),
    ).toThrow('Nothing to receive: enter the quantities that arrived.');
    expect(() => decideReceive(inTransit(), { writeOff: { reason: 'LOST' }, at })).toThrow(
      'reason must be one of',
    );
    expect(() => decideReceive(inTransit(), { writeOff: { reason: 'OTHER' }, at })).toThrow(
      'Say what the other reason is in a note.',
    );
  });

  it('refuses a transfer not shipped yet, or received already', () => {
    expect(() => decideReceive(given(created), { at })).toThrow(
      'This transfer has not been shipped yet.',
    );
    const received = then(inTransit(), decideReceive(inTransit(), { at }));
    expect(() => decideReceive(received, { at })).toThrow(
      'This transfer has been received already.',
    );
  });
});

describe('cancelling a transfer', () => {
  it('cancels one not shipped, once; a shipped one cannot be cancelled', () => {
    const decision = decideCancelTransfer(given(created), at);
    expect(decision).toEqual({
      events: [{ type: 'TransferCancelled', data: { transferId: 't1', at } }],
      stock: [],
    });
    expect(decideCancelTransfer(then(given(created), decision), at).events).toEqual([]);
    expect(() => decideCancelTransfer(given(created, shipped), at)).toThrow(
      'A shipped transfer cannot be cancelled.',
    );
  });
});

describe('transfer numbers', () => {
  it('numbers new transfers per provider in the order they came, after the last number', () => {
    const { numbers, last } = numberTransfers(
      [
        { transferId: 't1', providerId: 'a' },
        { transferId: 't2', providerId: 'b' },
        { transferId: 't3', providerId: 'a' },
      ],
      new Map([['b', 1006]]),
    );
    expect(Object.fromEntries(numbers)).toEqual({ t1: 1001, t2: 1007, t3: 1002 });
    expect(Object.fromEntries(last)).toEqual({ a: 1002, b: 1007 });
    expect(formatTransferNumber(1002)).toBe('TR-1002');
  });
});
