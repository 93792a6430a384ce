import { randomUUID } from 'node:crypto';
import {
  CommandContext,
  decideShip,
  InsufficientStockError,
  levelAfter,
  orderStreamId,
  StockWriter,
  stockStreamId,
  TransferStreams,
  transferStreamId,
} from '../../inventory';
import { Database, PostgresEventStore, WrongExpectedRevisionError } from '../../platform';
import { createTestDatabase, TestDatabase } from '../../platform/testing';
import { OrderRuleError } from '../domain/order';
import { decideUpdate } from '../domain/order-update';
import { OrderStreams } from './order-streams';
import { IdempotencyKeyReusedError } from './order-write-errors';

describe('order commands on the PostgreSQL event store', () => {
  let test: TestDatabase;
  let db: Database;
  let store: PostgresEventStore;
  let commands: OrderStreams;
  const providerId = randomUUID();
  const locationId = randomUUID();
  const apple = randomUUID();
  const names = new Map([[apple, 'Apple']]);

  const context = (
    commandId = randomUUID(),
    idempotency?: CommandContext['idempotency'],
  ): CommandContext => ({
    commandId,
    idempotency,
    providerId,
    actorId: randomUUID(),
    actorType: 'user',
    at: new Date().toISOString(),
  });
  const order = (quantity: number, clientId = randomUUID()) => ({
    providerId,
    clientId,
    locationId,
    orderType: 'ORDER' as const,
    lines: [{ productId: apple, quantity, price: 1.5 }],
  });

  /** Orders (or receipts) of one product at one price. */
  const ordersOf =
    (productId: string, price: number) =>
    (quantity: number, orderType: 'IN' | 'ORDER' = 'ORDER') => ({
      ...order(quantity),
      orderType,
      lines: [{ productId, quantity, price }],
    });

  beforeAll(async () => {
    test = await createTestDatabase(60);
    db = new Database(test.url, 20);
    store = new PostgresEventStore(db);
    commands = new OrderStreams(new StockWriter(store), store);
  });
  afterAll(async () => {
    await store.close();
    await db.close();
    await test.drop();
  });

  const level = async () => levelAfter(await store.readLast(stockStreamId(locationId, apple)));

  it('receives stock, commits it to an order and refuses more than is left, naming the product', async () => {
    await commands.place(context(), { ...order(12), orderType: 'IN', clientId: null }, names);
    expect(await level()).toEqual({ current: 12, committed: 0 });
    const { orderId } = await commands.place(context(), order(2), names);
    expect(await level()).toEqual({ current: 10, committed: 2 });
    const [placed] = await store.readStream(orderStreamId(orderId));
    expect(placed).toMatchObject({
      type: 'OrderPlaced',
      data: { orderId, lines: [{ productId: apple, quantity: 2, price: 1.5 }] },
      metadata: { providerId, actorType: 'user' },
    });
    await expect(commands.place(context(), order(11), names)).rejects.toThrow(
      'Not enough stock of Apple: 10 available.',
    );
  });

  it('places an order once when the same command is sent again, and refuses another request under its key', async () => {
    const commandId = randomUUID();
    const request = { key: 'k-1', fingerprint: 'one order' };
    const first = await commands.place(context(commandId, request), order(1), names);
    const again = await commands.place(context(commandId, request), order(1), names);
    expect(again.orderId).toBe(first.orderId);
    expect(await level()).toEqual({ current: 9, committed: 3 });
    await expect(
      commands.place(context(commandId, { ...request, fingerprint: 'another' }), order(2), names),
    ).rejects.toThrow(new IdempotencyKeyReusedError('k-1'));
    expect(await level()).toEqual({ current: 9, committed: 3 });
  });

  it('reads a stock once, then decides on the levels its own appends left', async () => {
    const pear = randomUUID();
    const read: string[][] = [];
    const counting = Object.assign(Object.create(store) as PostgresEventStore, {
      readLastOf: (streamIds: readonly string[]) => {
        read.push([...streamIds]);
        return store.readLastOf(streamIds);
      },
    });
    const own = new OrderStreams(new StockWriter(counting), counting);
    const pears = ordersOf(pear, 2);
    await own.place(context(), pears(5, 'IN'), names);
    await own.place(context(), pears(2), names);
    await own.place(context(), pears(1), names);
    expect(read).toEqual([[stockStreamId(locationId, pear)]]);
    expect(levelAfter(await store.readLast(stockStreamId(locationId, pear)))).toEqual({
      current: 2,
      committed: 3,
    });
  });

  it('decides again on fresh stock when another process moved it', async () => {
    const plum = randomUUID();
    const plumNames = new Map([[plum, 'Plum']]);
    const plums = ordersOf(plum, 3);
    const here = new OrderStreams(new StockWriter(store), store);
    const elsewhere = new OrderStreams(new StockWriter(store), store);
    await here.place(context(), plums(10, 'IN'), plumNames);
    // The other process takes 4: what this one knows of the stock is now out of date.
    await elsewhere.place(context(), plums(4), plumNames);
    await here.place(context(), plums(5), plumNames);
    expect(levelAfter(await store.readLast(stockStreamId(locationId, plum)))).toEqual({
      current: 1,
      committed: 9,
    });
    await expect(here.place(context(), plums(2), plumNames)).rejects.toThrow(
      'Not enough stock of Plum: 1 available.',
    );
  });

  it('refuses stock only on what the store holds, not on what this process last saw', async () => {
    const kiwi = randomUUID();
    const kiwis = ordersOf(kiwi, 1);
    const kiwiNames = new Map([[kiwi, 'Kiwi']]);
    const here = new OrderStreams(new StockWriter(store), store);
    await here.place(context(), kiwis(1, 'IN'), kiwiNames);
    await here.place(context(), kiwis(1), kiwiNames);
    // Another process receives 5: this one still keeps the stock at none.
    await new OrderStreams(new StockWriter(store), store).place(
      context(),
      kiwis(5, 'IN'),
      kiwiNames,
    );
    await here.place(context(), kiwis(2), kiwiNames);
    await expect(here.place(context(), kiwis(4), kiwiNames)).rejects.toThrow(
      'Not enough stock of Kiwi: 3 available.',
    );
  });

  it('decides a cancel again on the order a fulfil settled meanwhile, refusing it as fulfilled', async () => {
    const fig = randomUUID();
    const figNames = new Map([[fig, 'Fig']]);
    const figs = ordersOf(fig, 1);
    await commands.place(context(), figs(5, 'IN'), figNames);
    const { orderId } = await commands.place(context(), figs(2), figNames);
    const pending = (await commands.load(orderId))!;
    const staff = { kind: 'provider' as const, permissionsDenied: [] };
    const update = (change: { fulfilled?: boolean; cancelled?: boolean }) => {
      const at = context();
      return commands.change(
        at,
        pending,
        (state) => decideUpdate(state, staff, change, at.at),
        figNames,
      );
    };
    await update({ fulfilled: true });
    const refused = update({ cancelled: true });
    await expect(refused).rejects.toThrow(
      new OrderRuleError('A fulfilled order cannot be cancelled.', 'conflict'),
    );
    await expect(refused).rejects.toMatchObject({ kind: 'conflict' });
    expect(levelAfter(await store.readLast(stockStreamId(locationId, fig)))).toEqual({
      current: 3,
      committed: 0,
    });
  });

  it('lets concurrent orders on one stock take turns instead of failing the revision check', async () => {
    const lime = randomUUID();
    const limes = ordersOf(lime, 1);
    const limeNames = new Map([[lime, 'Lime']]);
    let refused = 0;
    const counting = Object.assign(Object.create(store) as PostgresEventStore, {
      appendAtomically: (appends: Parameters<PostgresEventStore['appendAtomically']>[0]) =>
        store.appendAtomically(appends).catch((error: Error) => {
          if (error instanceof WrongExpectedRevisionError) refused++;
          throw error;
        }),
    });
    const own = new OrderStreams(new StockWriter(counting), counting);
    await own.place(context(), limes(100, 'IN'), limeNames);
    await Promise.all(Array.from({ length: 20 }, () => own.place(context(), limes(2), limeNames)));
    expect(levelAfter(await store.readLast(stockStreamId(locationId, lime)))).toEqual({
      current: 60,
      committed: 40,
    });
    expect(refused).toBe(0);
  });

  it('ships a transfer on the state its caller read, reading its stream again only to retry', async () => {
    const melon = randomUUID();
    const melonNames = new Map([[melon, 'Melon']]);
    const to = randomUUID();
    await commands.place(
      context(),
      { ...ordersOf(melon, 1)(10, 'IN'), clientId: null },
      melonNames,
    );
    const read: string[] = [];
    const counting = Object.assign(Object.create(store) as PostgresEventStore, {
      readStream: (streamId: string) => {
        read.push(streamId);
        return store.readStream(streamId);
      },
    });
    const transfers = new TransferStreams(counting, new StockWriter(counting));
    const { transferId } = await transfers.create(context(), {
      fromLocationId: locationId,
      toLocationId: to,
      lines: [{ productId: melon, quantity: 4 }],
    });
    read.length = 0;
    const loaded = await transfers.loadOf(providerId, transferId);
    const at = context();
    await transfers.change(at, transferId, (state) => decideShip(state, at.at), melonNames, loaded);
    expect(read).toEqual([transferStreamId(transferId)]);
    expect(levelAfter(await store.readLast(stockStreamId(locationId, melon)))).toMatchObject({
      current: 6,
    });
    // One decided on a stale read is decided again on the stream as it is: nothing to ship.
    const again = context();
    expect(
      await transfers.change(
        again,
        transferId,
        (state) => decideShip(state, again.at),
        melonNames,
        loaded,
      ),
    ).toBeNull();
    expect(read).toEqual([transferStreamId(transferId), transferStreamId(transferId)]);
    expect(levelAfter(await store.readLast(stockStreamId(locationId, melon)))).toMatchObject({
      current: 6,
    });
  });

  it('lets exactly 9 of 50 concurrent one-unit orders through for the last 9 units', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => commands.place(context(), order(1), names)),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof InsufficientStockError,
    );
    expect(placed).toHaveLength(9);
    expect(refused).toHaveLength(41);
    expect(await level()).toEqual({ current: 0, committed: 12 });
    // The stock stream agrees with the orders that got through: 12 committed in all.
    const changes = await store.readStream(stockStreamId(locationId, apple));
    const committed = changes.reduce(
      (sum, e) => sum + (e.data as { delta: { committed: number } }).delta.committed,
      0,
    );
    expect(committed).toBe(12);
  }, 60_000);
});
