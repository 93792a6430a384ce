import { decidePlace, OrderType, PlaceOrder } from '../../inventory/domain';
import {
  Actor,
  decideAttach,
  decideCancel,
  decideDetach,
  decideFulfil,
  decideNotes,
  evolve,
  OrderState,
} from './order';

const at = '2026-11-21T10:00:00.000Z';
const place = (over: Partial<PlaceOrder> = {}): PlaceOrder => ({
  orderId: 'o1',
  providerId: 'p1',
  clientId: 'c1',
  locationId: 'l1',
  orderType: 'ORDER',
  lines: [{ productId: 'apple', quantity: 3, price: 1.5 }],
  notes: '  leave at the back door ',
  at,
  ...over,
});
const placed = (over: Partial<PlaceOrder> = {}): OrderState =>
  evolve(null, decidePlace(place(over)));
const staff: Actor = { kind: 'provider' };
const client: Actor = { kind: 'client', clientId: 'c1' };

describe('placing an order or movement', () => {
  it('keeps the lines with a quantity, the frozen prices and trimmed notes', () => {
    const event = decidePlace(
      place({
        lines: [
          { productId: 'apple', quantity: 3, price: 1.5 },
          { productId: 'pear', quantity: 0, price: 2 },
        ],
      }),
    );
    expect(event.data).toMatchObject({
      orderType: 'ORDER',
      clientId: 'c1',
      lines: [{ productId: 'apple', quantity: 3, price: 1.5 }],
      notes: 'leave at the back door',
    });
    expect(decidePlace(place({ notes: '   ' })).data.notes).toBeNull();
  });

  it("freezes an order's currency and each line's tax rate; a movement records neither", () => {
    const lines = [{ productId: 'apple', quantity: 3, price: 1.5, taxRate: 5.5 }];
    const order = decidePlace(place({ currency: 'EUR', lines }));
    expect(order.data).toMatchObject({
      currency: 'EUR',
      lines: [{ productId: 'apple', quantity: 3, price: 1.5, taxRate: 5.5 }],
    });
    const movement = decidePlace(
      place({ orderType: 'IN', clientId: null, currency: 'EUR', lines }),
    );
    expect(movement.data).not.toHaveProperty('currency');
    expect(movement.data.lines).toEqual([{ productId: 'apple', quantity: 3, price: null }]);
    // An order placed without them (as before issue 36) records neither.
    const older = decidePlace(place());
    expect(older.data).not.toHaveProperty('currency');
    expect(older.data.lines[0]).not.toHaveProperty('taxRate');
  });

  it("freezes an order's number prefix; a movement, or an order placed without one, records none", () => {
    // Given the provider's order prefix SO- when placing
    const order = decidePlace(place({ numberPrefix: 'SO-' }));
    // Then the order keeps it, whatever the settings say later
    expect(order.data.numberPrefix).toBe('SO-');
    const movement = decidePlace(place({ orderType: 'IN', clientId: null, numberPrefix: 'SO-' }));
    expect(movement.data).not.toHaveProperty('numberPrefix');
    expect(decidePlace(place()).data).not.toHaveProperty('numberPrefix');
  });

  it("answers the spec's messages for missing location, client or products", () => {
    expect(() => decidePlace(place({ locationId: null }))).toThrow('Please select a location.');
    expect(() => decidePlace(place({ clientId: null }))).toThrow('Please select a client.');
    expect(() =>
      decidePlace(place({ lines: [{ productId: 'a', quantity: 0, price: 1 }] })),
    ).toThrow('At least one product is requiered for an order.');
  });

  it('refuses negative quantities per type, but lets adjustments go either way', () => {
    const negative = [{ productId: 'a', quantity: -2, price: null }];
    expect(() => decidePlace(place({ lines: negative }))).toThrow(
      'Orders must have positive quantities.',
    );
    expect(() => decidePlace(place({ orderType: 'IN', lines: negative }))).toThrow(
      'Ins must have positive quantities.',
    );
    expect(() => decidePlace(place({ orderType: 'OUT', lines: negative }))).toThrow(
      'Outs must have positive quantities.',
    );
    expect(
      decidePlace(place({ orderType: 'ADJUST', clientId: null, lines: negative })).data.lines[0]
        .quantity,
    ).toBe(-2);
  });

  it('refuses quantities beyond what stock figures can hold', () => {
    expect(() =>
      decidePlace(
        place({ orderType: 'IN', lines: [{ productId: 'a', quantity: 3e9, price: null }] }),
      ),
    ).toThrow('Quantities must be at most 1,000,000,000.');
  });

  it('refuses fractional quantities and a product twice', () => {
    expect(() =>
      decidePlace(place({ lines: [{ productId: 'a', quantity: 1.5, price: 1 }] })),
    ).toThrow('whole numbers');
    expect(() =>
      decidePlace(
        place({
          lines: [
            { productId: 'a', quantity: 1, price: 1 },
            { productId: 'a', quantity: 2, price: 1 },
          ],
        }),
      ),
    ).toThrow('only once');
  });

  it('keeps no client and no prices on movements', () => {
    const movement = decidePlace(place({ orderType: 'IN', clientId: 'c1' })).data;
    expect(movement.clientId).toBeNull();
    expect(movement.lines[0].price).toBeNull();
  });
});

describe('order status and transitions', () => {
  it("lets only the provider fulfil, refused when the permission table refuses them the order's type", () => {
    const refusedFor = (denied: OrderType): Actor => ({
      kind: 'provider',
      refusal: (type) => (type === denied ? `No ${type} for you.` : undefined),
    });
    expect(decideFulfil(placed(), staff, at).events.map((e) => e.type)).toEqual([
      'OrderShipped',
      'OrderFulfilled',
    ]);
    expect(() => decideFulfil(placed(), client, at)).toThrow('Only the provider');
    expect(() => decideFulfil(placed(), refusedFor('ORDER'), at)).toThrow('No ORDER for you.');
    expect(decideFulfil(placed(), refusedFor('IN'), at).events).toHaveLength(2);
    expect(() => decideFulfil(placed({ orderType: 'IN' }), refusedFor('IN'), at)).toThrow(
      'No IN for you.',
    );
    expect(() => decideFulfil({ ...placed(), cancelled: true }, staff, at)).toThrow('cancelled');
    expect(decideFulfil({ ...placed(), fulfilled: true }, staff, at).events).toEqual([]);
  });

  it('lets a client cancel only their own pending order, and nobody cancel a fulfilled one', () => {
    expect(decideCancel(placed(), client, at).events[0].data).toMatchObject({ by: 'CLIENT' });
    expect(() => decideCancel(placed(), { kind: 'client', clientId: 'other' }, at)).toThrow(
      'Only the provider',
    );
    expect(() => decideCancel({ ...placed(), fulfilled: true }, client, at)).toThrow('fulfilled');
    expect(() => decideCancel({ ...placed(), fulfilled: true }, staff, at)).toThrow('fulfilled');
    expect(decideCancel({ ...placed(), cancelled: true }, staff, at).events).toEqual([]);
    expect(decideCancel(placed({ orderType: 'IN' }), staff, at).events[0].data).toMatchObject({
      by: 'PROVIDER',
    });
    expect(() =>
      decideCancel({ ...placed({ orderType: 'IN' }), fulfilled: true }, staff, at),
    ).toThrow('fulfilled');
  });

  it("keeps a purchase order's receipt from being cancelled, which would undo its stock alone", () => {
    const receipt = { ...placed({ orderType: 'IN' }), purchaseOrderId: 'po-1' };
    expect(() => decideCancel(receipt, staff, at)).toThrow(
      "This movement is a purchase order's receipt and cannot be cancelled",
    );
  });

  it('lets only the provider edit notes, trimmed, empty as null, unchanged as nothing', () => {
    const order = placed();
    expect(decideNotes(order, staff, ' new note ')[0].data.notes).toBe('new note');
    expect(decideNotes(order, staff, '')[0].data.notes).toBeNull();
    expect(decideNotes(order, staff, ' leave at the back door')).toEqual([]);
    expect(() => decideNotes(order, client, 'x')).toThrow('Only the provider');
  });

  it('folds events into the state', () => {
    let state = placed();
    state = evolve(state, { type: 'OrderNotesChanged', data: { orderId: 'o1', notes: null } });
    state = evolve(state, { type: 'OrderFulfilled', data: { orderId: 'o1', at } });
    expect(state).toMatchObject({ notes: null, fulfilled: true, cancelled: false });
  });
});

describe('attachments', () => {
  const file = {
    id: 'a1',
    file_name: 'invoice.pdf',
    file_type: 'application/pdf',
    file_size: 10,
    storage_path: 'order_attachments/p1/x.pdf',
    uploaded_by: 'u1',
    uploaded_by_role: 'PROVIDER' as const,
    created_at: at,
  };

  it('lets only the provider attach and remove files, once each', () => {
    const order = placed();
    const [added] = decideAttach(order, staff, file);
    const withFile = evolve(order, added);
    expect(withFile.attachments).toEqual([file]);
    expect(decideAttach(withFile, staff, file)).toEqual([]);
    expect(() => decideAttach(withFile, staff, { ...file, id: 'a2' })).toThrow('already attached');
    expect(() => decideAttach(order, client, file)).toThrow('Only the provider');
    const [removed] = decideDetach(withFile, staff, 'a1');
    expect(evolve(withFile, removed).attachments).toEqual([]);
    expect(() => decideDetach(order, staff, 'a1')).toThrow('No such attachment.');
    expect(() => decideDetach(withFile, client, 'a1')).toThrow('Only the provider');
  });
});
