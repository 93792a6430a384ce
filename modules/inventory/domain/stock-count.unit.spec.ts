import { StockRuleError } from './movement';
import { StockLevel } from './stock';
import {
  CountEvent,
  CountState,
  countFrom,
  decideApprove,
  decideCancelCount,
  decideEnter,
  decideStartCount,
  MAX_COUNT_LINES,
  StartCount,
} from './stock-count';

const startedAt = '2026-11-24T08:00:00.000Z';
const at = '2026-11-24T10:00:00.000Z';

const start = (over: Partial<StartCount> = {}): StartCount => ({
  countId: 'c1',
  providerId: 'p1',
  locationId: 'shop',
  products: [
    { productId: 'apple', level: { current: 8, committed: 2 } },
    { productId: 'pear', level: { current: 3, committed: 0 } },
    { productId: 'plum', level: null },
  ],
  filter: null,
  notes: null,
  at: startedAt,
  ...over,
});

const started = decideStartCount(start());
/** given: the count's events so far. */
const given = (...events: CountEvent[]): CountState => countFrom([started, ...events])!;
const entered = (lines: { productId: string; counted: number | null }[]): CountEvent => ({
  type: 'CountEntered',
  data: { countId: 'c1', at, lines },
});
const levels = (figures: Record<string, StockLevel | null>) => new Map(Object.entries(figures));
const approve = (state: CountState, figures: Record<string, StockLevel | null>) =>
  decideApprove(state, { at, backDatedId: 'adj-1', recordedId: 'adj-2', levels: levels(figures) });

describe('starting a count', () => {
  it('notes what each product held on hand (current + committed) and whether its stock was recorded', () => {
    expect(started.data.lines).toEqual([
      { productId: 'apple', onHand: 10, recorded: true },
      { productId: 'pear', onHand: 3, recorded: true },
      { productId: 'plum', onHand: 0, recorded: false },
    ]);
    expect(given().status).toBe('OPEN');
  });

  it('refuses a count of no products, of a product twice, or of more than the limit', () => {
    expect(() => decideStartCount(start({ products: [] }))).toThrow('No products to count');
    expect(() =>
      decideStartCount(
        start({
          products: [
            { productId: 'apple', level: null },
            { productId: 'apple', level: null },
          ],
        }),
      ),
    ).toThrow('only once');
    const many = Array.from({ length: MAX_COUNT_LINES + 1 }, (_, i) => ({
      productId: `p${i}`,
      level: null,
    }));
    expect(() => decideStartCount(start({ products: many }))).toThrow('at most 10,000');
  });
});

describe('entering counted quantities', () => {
  it('records the lines that change and clears a line with null', () => {
    const state = given(entered([{ productId: 'apple', counted: 7 }]));
    const events = decideEnter(
      state,
      [
        { productId: 'apple', counted: 7 },
        { productId: 'pear', counted: 4 },
      ],
      at,
    );
    expect(events).toEqual([entered([{ productId: 'pear', counted: 4 }])]);
    const cleared = countFrom([
      started,
      ...events,
      ...decideEnter(given(...events), [{ productId: 'pear', counted: null }], at),
    ])!;
    expect(cleared.lines.get('pear')!.counted).toBeNull();
  });

  it('refuses a product the count does not hold, a negative or fractional count', () => {
    const state = given();
    expect(() => decideEnter(state, [{ productId: 'kiwi', counted: 1 }], at)).toThrow(
      'does not hold kiwi',
    );
    expect(() => decideEnter(state, [{ productId: 'apple', counted: -1 }], at)).toThrow(
      'whole numbers',
    );
    expect(() => decideEnter(state, [{ productId: 'apple', counted: 1.5 }], at)).toThrow(
      'whole numbers',
    );
  });

  it('refuses entries once the count is approved or cancelled', () => {
    const cancelled = given({ type: 'CountCancelled', data: { countId: 'c1', at } });
    expect(() => decideEnter(cancelled, [{ productId: 'apple', counted: 1 }], at)).toThrow(
      expect.objectContaining({ kind: 'conflict' }),
    );
  });
});

describe('approving a count', () => {
  it('approves a count and adjusts each variance against the level now, effective at the start', () => {
    const state = given(
      entered([
        { productId: 'apple', counted: 9 },
        { productId: 'pear', counted: 5 },
      ]),
    );
    // Since the start, 1 apple was sold (on hand 10 -> 9) and 2 pears came in (3 -> 5).
    const decision = approve(state, {
      apple: { current: 7, committed: 2 },
      pear: { current: 5, committed: 0 },
      plum: null,
    });
    expect(decision.events).toEqual([
      {
        type: 'CountApproved',
        data: {
          countId: 'c1',
          at,
          lines: [
            { productId: 'apple', expected: 9, counted: 9 },
            { productId: 'pear', expected: 5, counted: 5 },
          ],
          adjustmentIds: [],
        },
      },
    ]);
    expect(decision.movements).toEqual([]);
  });

  it('places one ADJUST line per variance, reason COUNT, back-dated to the start', () => {
    const state = given(
      entered([
        { productId: 'apple', counted: 6 },
        { productId: 'pear', counted: 3 },
      ]),
    );
    const decision = approve(state, {
      apple: { current: 8, committed: 2 },
      pear: { current: 3, committed: 0 },
    });
    expect(decision.movements).toHaveLength(1);
    const [{ placed, stock }] = decision.movements;
    expect(placed.data).toMatchObject({
      orderId: 'adj-1',
      orderType: 'ADJUST',
      locationId: 'shop',
      lines: [{ productId: 'apple', quantity: -4, price: null }],
      effectiveAt: startedAt,
      adjustment: { reason: 'COUNT', note: null },
    });
    expect(stock).toMatchObject({
      orderId: 'adj-1',
      effectiveAt: startedAt,
      deltas: [{ productId: 'apple', current: -4, committed: 0 }],
    });
    expect(decision.events[0].data).toMatchObject({ adjustmentIds: ['adj-1'] });
  });

  it('adjusts a stock with nothing recorded at the start effective when recorded, in a second movement', () => {
    const state = given(
      entered([
        { productId: 'plum', counted: 4 },
        { productId: 'pear', counted: 1 },
      ]),
    );
    const decision = approve(state, { pear: { current: 3, committed: 0 }, plum: null });
    expect(
      decision.movements.map((m) => [m.placed.data.orderId, m.placed.data.effectiveAt]),
    ).toEqual([
      ['adj-1', startedAt],
      ['adj-2', undefined],
    ]);
    expect(decision.movements[1].stock.deltas).toEqual([
      { productId: 'plum', current: 4, committed: 0 },
    ]);
  });

  it('leaves lines not counted as they are', () => {
    const state = given(entered([{ productId: 'pear', counted: 2 }]));
    const decision = approve(state, {
      apple: { current: 0, committed: 0 },
      pear: { current: 3, committed: 0 },
    });
    expect(decision.movements[0].placed.data.lines.map((l) => l.productId)).toEqual(['pear']);
  });

  it('refuses a count below the units pending orders hold, naming every such product', () => {
    const state = given(entered([{ productId: 'apple', counted: 1 }]));
    expect(() => approve(state, { apple: { current: 8, committed: 2 } })).toThrow(
      'apple (1 counted, 2 committed)',
    );
  });

  it('refuses an approval with nothing counted, and of a cancelled count', () => {
    expect(() => approve(given(), {})).toThrow('Nothing counted yet');
    const cancelled = given({ type: 'CountCancelled', data: { countId: 'c1', at } });
    expect(() => approve(cancelled, {})).toThrow(StockRuleError);
  });

  it('approving an approved count changes nothing', () => {
    const approved = given(entered([{ productId: 'pear', counted: 3 }]), {
      type: 'CountApproved',
      data: { countId: 'c1', at, lines: [], adjustmentIds: [] },
    });
    expect(approved.status).toBe('APPROVED');
    expect(approve(approved, {})).toEqual({ events: [], movements: [] });
  });
});

describe('cancelling a count', () => {
  it('cancels an open count once, and refuses an approved one', () => {
    expect(decideCancelCount(given(), at)).toEqual([
      { type: 'CountCancelled', data: { countId: 'c1', at } },
    ]);
    const cancelled = given(...decideCancelCount(given(), at));
    expect(decideCancelCount(cancelled, at)).toEqual([]);
    const approved = given({
      type: 'CountApproved',
      data: { countId: 'c1', at, lines: [], adjustmentIds: [] },
    });
    expect(() => decideCancelCount(approved, at)).toThrow('cannot be cancelled');
  });
});
