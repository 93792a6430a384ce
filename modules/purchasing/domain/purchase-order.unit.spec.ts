import {
  decideCancel,
  decideChange,
  decideClose,
  decideCorrectCost,
  decideDraft,
  decideReceive,
  decideSend,
  evolvePurchaseOrder,
  isOnOrder,
  outstandingOf,
  PurchaseOrderEvent,
  PurchaseOrderState,
  ReceiveCommand,
  receiptUnitCosts,
} from './purchase-order';

const at = '2026-12-05T09:00:00.000Z';
const FLOUR = 'p-flour';
const YEAST = 'p-yeast';

/** given: the events so far, folded. */
const given = (...events: PurchaseOrderEvent[]): PurchaseOrderState =>
  events.reduce<PurchaseOrderState | null>(evolvePurchaseOrder, null)!;

const drafted = decideDraft({
  purchaseOrderId: 'po-1',
  providerId: 'provider-1',
  supplierId: 'supplier-1',
  currency: 'EUR',
  locationId: 'loc-1',
  lines: [
    { productId: FLOUR, quantity: 100, unitPrice: 0.8 },
    { productId: YEAST, quantity: 20, unitPrice: 2.5 },
  ],
  expectedOn: '2026-12-10',
  notes: '  Deliver to the back door  ',
  at,
});
const sent = decideSend(given(drafted), 'orders@mill.example', at);

const receive = (
  state: PurchaseOrderState,
  lines: ReceiveCommand['lines'],
  more: Partial<ReceiveCommand> = {},
) =>
  decideReceive(state, {
    receiptId: 'receipt-1',
    lines,
    providerCurrency: 'EUR',
    lotTracked: [],
    at,
    ...more,
  });

describe('drafting a purchase order', () => {
  it('keeps its lines, expected day and trimmed notes, in draft', () => {
    const state = given(drafted);
    expect(state).toMatchObject({
      status: 'DRAFT',
      currency: 'EUR',
      expectedOn: '2026-12-10',
      notes: 'Deliver to the back door',
    });
    expect(state.lines.map(outstandingOf)).toEqual([100, 20]);
  });

  it('refuses lines it cannot keep, naming the line', () => {
    const draft = (lines: { productId: string; quantity: number; unitPrice: number }[]) => () =>
      decideDraft({ ...drafted.data, lines, at });
    expect(draft([])).toThrow('A purchase order needs at least one line.');
    expect(draft([{ productId: FLOUR, quantity: 0, unitPrice: 1 }])).toThrow(
      'Line 1: the quantity must be a whole number from 1 to 1,000,000,000.',
    );
    expect(draft([{ productId: FLOUR, quantity: 1.5, unitPrice: 1 }])).toThrow('Line 1');
    expect(
      draft([
        { productId: FLOUR, quantity: 1, unitPrice: 1 },
        { productId: FLOUR, quantity: 2, unitPrice: 1 },
      ]),
    ).toThrow('Line 2: each product may appear only once.');
    expect(draft([{ productId: FLOUR, quantity: 1, unitPrice: 1.005 }])).toThrow(
      'Line 1: the unit price must have at most 2 decimal places.',
    );
    expect(draft([{ productId: FLOUR, quantity: 1, unitPrice: -1 }])).toThrow(
      'Line 1: the unit price must be a number from 0 to 1,000,000,000.',
    );
    expect(draft([{ productId: FLOUR, quantity: 1, unitPrice: Number.NaN }])).toThrow(
      'Line 1: the unit price',
    );
    expect(() => decideDraft({ ...drafted.data, expectedOn: '2026-02-30', at })).toThrow(
      'expected_on must be a date (YYYY-MM-DD).',
    );
  });
});

describe('sending and changing it', () => {
  it('is sent, and may be sent again, until done', () => {
    expect(given(drafted, sent)).toMatchObject({ status: 'SENT', sentAt: at });
    expect(isOnOrder(given(drafted, sent).status)).toBe(true);
    expect(isOnOrder(given(drafted).status)).toBe(false);
    expect(decideSend(given(drafted, sent), null, at).type).toBe('PurchaseOrderSent');
    const cancelled = decideCancel(given(drafted, sent), at);
    expect(() => decideSend(given(drafted, sent, cancelled), null, at)).toThrow(
      'A purchase order cancelled cannot be sent.',
    );
  });

  it('changes its lines until something has come', () => {
    const changed = decideChange(
      given(drafted, sent),
      { locationId: 'loc-2', lines: [{ productId: FLOUR, quantity: 50, unitPrice: 0.75 }] },
      at,
    );
    expect(given(drafted, sent, changed)).toMatchObject({
      status: 'SENT',
      locationId: 'loc-2',
      lines: [{ productId: FLOUR, quantity: 50, unitPrice: 0.75, received: 0 }],
    });
    const partly = receive(given(drafted, sent), [{ productId: FLOUR, quantity: 10 }]).received;
    expect(() =>
      decideChange(
        given(drafted, sent, partly),
        { locationId: 'loc-1', lines: drafted.data.lines },
        at,
      ),
    ).toThrow('A purchase order partly received cannot be changed.');
  });
});

describe('receiving it', () => {
  it('takes part of a line, then the rest, and is received in full', () => {
    const first = receive(given(drafted, sent), [{ productId: FLOUR, quantity: 60 }]);
    const partly = given(drafted, sent, first.received);
    expect(partly.status).toBe('PARTIALLY_RECEIVED');
    expect(partly.lines.map(outstandingOf)).toEqual([40, 20]);
    const rest = receive(
      partly,
      [
        { productId: FLOUR, quantity: 40 },
        { productId: YEAST, quantity: 20 },
      ],
      { receiptId: 'receipt-2' },
    );
    const done = given(drafted, sent, first.received, rest.received);
    expect(done.status).toBe('RECEIVED');
    expect(done.receipts.map((receipt) => receipt.receiptId)).toEqual(['receipt-1', 'receipt-2']);
  });

  it('is an IN movement at its location, linked to it, each line at its unit cost', () => {
    const { placed, received } = receive(given(drafted, sent), [
      { productId: FLOUR, quantity: 60 },
      { productId: YEAST, quantity: 0 },
    ]);
    expect(placed.data).toMatchObject({
      orderId: 'receipt-1',
      orderType: 'IN',
      locationId: 'loc-1',
      clientId: null,
      purchaseOrderId: 'po-1',
      lines: [{ productId: FLOUR, quantity: 60, price: null, unitCost: 0.8 }],
    });
    expect(received.data.lines).toEqual([{ productId: FLOUR, quantity: 60, unitCost: 0.8 }]);
  });

  it('refuses more than is still to come, a product not ordered, and nothing at all', () => {
    const state = given(drafted, sent);
    expect(() => receive(state, [{ productId: FLOUR, quantity: 101 }])).toThrow(
      'Line 1: only 100 of 100 are still to come.',
    );
    expect(() => receive(state, [{ productId: 'p-salt', quantity: 1 }])).toThrow(
      'Line 1: this product is not on the purchase order.',
    );
    expect(() => receive(state, [{ productId: FLOUR, quantity: 0 }])).toThrow(
      'Receive at least one unit.',
    );
    expect(() => receive(state, [{ productId: FLOUR, quantity: -3 }])).toThrow(
      'Line 1: the quantity must be a whole number of units.',
    );
  });

  it('converts the prices at the rate given, which another currency requires', () => {
    const usd = given(decideDraft({ ...drafted.data, currency: 'USD', at }), sent);
    expect(() => receive(usd, [{ productId: FLOUR, quantity: 10 }])).toThrow(
      'exchange_rate is required: the order is in USD, stock is valued in EUR.',
    );
    const { received } = receive(usd, [{ productId: FLOUR, quantity: 10 }], {
      exchangeRate: 0.9,
    });
    expect(received.data).toMatchObject({ exchangeRate: 0.9, lines: [{ unitCost: 0.72 }] });
  });

  it('puts a lot-tracked line into the lot named, which it requires', () => {
    const state = given(drafted, sent);
    expect(() =>
      receive(state, [{ productId: YEAST, quantity: 5 }], { lotTracked: [YEAST] }),
    ).toThrow('lot_code is required for products that track lots.');
    const { received } = receive(
      state,
      [{ productId: YEAST, quantity: 5, lot: ' Y-42 ', expiry: '2027-03-01' }],
      { lotTracked: [YEAST] },
    );
    expect(received.data.lines[0].lot).toEqual({ lot: 'Y-42', expiry: '2027-03-01' });
  });

  it('cannot receive a cancelled, closed or fully received order', () => {
    const cancelled = given(drafted, decideCancel(given(drafted), at));
    expect(() => receive(cancelled, [{ productId: FLOUR, quantity: 1 }])).toThrow(
      'A purchase order cancelled cannot be received.',
    );
  });
});

describe('landed costs', () => {
  it('spreads a cost by value, or by units, into each unit cost', () => {
    const lines = [
      { quantity: 100, unitPrice: 0.8 }, // 80.00
      { quantity: 20, unitPrice: 6 }, // 120.00
    ];
    // 50.00 freight by value: 20.00 to the first line (0.20 a unit), 30.00 to the second (1.50).
    expect(
      receiptUnitCosts(lines, 1, [{ label: 'Freight', amount: 50, spreadBy: 'value' }]),
    ).toEqual([1, 7.5]);
    // 12.00 duty by units: 0.10 a unit on every line.
    expect(
      receiptUnitCosts(lines, 1, [{ label: 'Duty', amount: 12, spreadBy: 'quantity' }]),
    ).toEqual([0.9, 6.1]);
  });

  it('keeps the receipt worth its goods plus its landed costs, to the hundredth of a cent', () => {
    const lines = [
      { quantity: 3, unitPrice: 1.99 },
      { quantity: 7, unitPrice: 0.33 },
      { quantity: 11, unitPrice: 12.5 },
    ];
    const landed = [
      { label: 'Freight', amount: 17.35, spreadBy: 'value' as const },
      { label: 'Handling', amount: 4, spreadBy: 'quantity' as const },
    ];
    const costs = receiptUnitCosts(lines, 1.1, landed);
    const worth = costs.reduce((sum, cost, i) => sum + cost * lines[i].quantity, 0);
    const goods = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice * 1.1, 0);
    expect(Math.abs(worth - (goods + 21.35))).toBeLessThan(0.0001 * 21);
  });

  it('shares a cost spread by value by units when the goods cost nothing', () => {
    expect(
      receiptUnitCosts([{ quantity: 4, unitPrice: 0 }], 1, [
        { label: 'Freight', amount: 2, spreadBy: 'value' },
      ]),
    ).toEqual([0.5]);
  });

  it('refuses a landed cost without a label or out of range', () => {
    const state = given(drafted, sent);
    const line = [{ productId: FLOUR, quantity: 1 }];
    expect(() =>
      receive(state, line, { landedCosts: [{ label: ' ', amount: 5, spreadBy: 'value' }] }),
    ).toThrow('Landed cost 1: the label must be 1 to 100 characters.');
    expect(() =>
      receive(state, line, { landedCosts: [{ label: 'Freight', amount: -5, spreadBy: 'value' }] }),
    ).toThrow('Landed cost 1 must be a number from 0 to 1,000,000,000.');
  });
});

describe('closing short and cancelling', () => {
  it('closes short what has partly come, and the rest is no longer on order', () => {
    const partly = given(
      drafted,
      sent,
      receive(given(drafted, sent), [{ productId: FLOUR, quantity: 60 }]).received,
    );
    const closed = given(
      drafted,
      sent,
      receive(given(drafted, sent), [{ productId: FLOUR, quantity: 60 }]).received,
      decideClose(partly, ' Mill out of rye ', at),
    );
    expect(closed.status).toBe('CLOSED');
    expect(isOnOrder(closed.status)).toBe(false);
    expect(decideClose(partly, ' Mill out of rye ', at).data.reason).toBe('Mill out of rye');
  });

  it('sends an order nothing came against to cancelling, and one partly come to closing', () => {
    expect(() => decideClose(given(drafted, sent), null, at)).toThrow(
      'Nothing has come against this purchase order: cancel it instead.',
    );
    const partly = given(
      drafted,
      sent,
      receive(given(drafted, sent), [{ productId: FLOUR, quantity: 1 }]).received,
    );
    expect(() => decideCancel(partly, at)).toThrow(
      'Units have come against this purchase order: close it short instead.',
    );
    expect(given(drafted, decideCancel(given(drafted), at)).status).toBe('CANCELLED');
  });
});

describe('a receipt recorded late, and its costs corrected', () => {
  const earlier = '2026-12-04T15:00:00.000Z';
  const late = receive(given(drafted, sent), [{ productId: FLOUR, quantity: 40 }], {
    effectiveAt: earlier,
  });

  it('is an IN movement effective when the goods came, not in the future', () => {
    expect(late.placed.data.effectiveAt).toBe(earlier);
    expect(late.received.data.effectiveAt).toBe(earlier);
    expect(given(drafted, sent, late.received).receipts).toEqual([
      { receiptId: 'receipt-1', effectiveAt: earlier, lines: late.received.data.lines },
    ]);
    expect(() =>
      receive(given(drafted, sent), [{ productId: FLOUR, quantity: 1 }], {
        effectiveAt: '2026-12-06T00:00:00Z',
      }),
    ).toThrow('A receipt cannot take effect in the future.');
  });

  it("corrects a line's cost from when the goods came, and the receipt keeps the new cost", () => {
    const state = given(drafted, sent, late.received);
    const corrected = decideCorrectCost(state, {
      receiptId: 'receipt-1',
      lines: [{ productId: FLOUR, unitCost: 0.85 }],
      reason: ' Invoice 4471 ',
      at,
    });
    expect(corrected.data).toMatchObject({
      orderId: 'receipt-1',
      purchaseOrderId: 'po-1',
      locationId: 'loc-1',
      effectiveAt: earlier,
      reason: 'Invoice 4471',
      lines: [{ productId: FLOUR, quantity: 40, unitCost: 0.85, previousUnitCost: 0.8 }],
    });
    const after = given(drafted, sent, late.received, corrected);
    expect(after.receipts[0].lines[0].unitCost).toBe(0.85);
    // A second correction starts from the corrected cost.
    expect(
      decideCorrectCost(after, {
        receiptId: 'receipt-1',
        lines: [{ productId: FLOUR, unitCost: 0.9 }],
        at,
      }).data.lines[0].previousUnitCost,
    ).toBe(0.85);
  });

  it('refuses an unknown receipt, a product not received, the same cost, and a time out of range', () => {
    const state = given(drafted, sent, late.received);
    const correct = (more: object) =>
      decideCorrectCost(state, {
        receiptId: 'receipt-1',
        lines: [{ productId: FLOUR, unitCost: 1 }],
        at,
        ...more,
      });
    expect(() => correct({ receiptId: 'other' })).toThrow(
      'No such receipt on this purchase order.',
    );
    expect(() => correct({ lines: [{ productId: YEAST, unitCost: 1 }] })).toThrow(
      'Line 1: this product is not on the receipt.',
    );
    expect(() => correct({ lines: [{ productId: FLOUR, unitCost: 0.8 }] })).toThrow(
      'The costs given are the costs the receipt has already.',
    );
    expect(() => correct({ effectiveAt: '2026-12-04T14:59:59.000Z' })).toThrow(
      'before the goods came',
    );
    expect(() => correct({ effectiveAt: '2026-12-05T09:00:01.000Z' })).toThrow(
      'A cost correction cannot take effect in the future.',
    );
  });
});
