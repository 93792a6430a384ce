import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { CreateProduct } from '../../catalog';
import { CreateClient } from '../../clients';
import { CommandContext, InsufficientStockError, OrderType, StockRuleError } from '../../inventory';
import { CreateLocation } from '../../locations';
import { decideUpdate, OrderStreams } from '../../ordering';
import { DemoRecords } from '../domain/demo-data';

const LOCATIONS = ['Main Warehouse', 'Downtown Store', 'North Depot'];
const GOODS = [
  'Apples',
  'Pears',
  'Oranges',
  'Lemons',
  'Limes',
  'Plums',
  'Cherries',
  'Grapes',
  'Kiwis',
  'Mangoes',
];
const PACKS = ['Crate', 'Box', 'Bag', 'Tray', 'Pallet'];
const CLIENTS = [
  'Corner Deli',
  'Green Grocer',
  'Harbour Cafe',
  'Hilltop Bakery',
  'Market Hall',
  'Orchard Bistro',
  'Riverside Hotel',
  'Station Kiosk',
  'Sunrise Juice Bar',
  'Village Store',
];

/** How much the demo holds, as the screens announce it. */
export const DEMO_SIZE = { locations: LOCATIONS.length, products: 50, clients: CLIENTS.length };

/** A small seeded random generator, so two demos look alike. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/**
 * The demo data of a provider, through the real commands (so its events and stock history are
 * real): 3 locations, 50 products, 10 clients, and 90 days of deliveries, orders (some
 * fulfilled, some cancelled) and adjustments up to `now`, as `userId` and the clients. Every
 * record made is added to `made` as soon as it exists, so a load that fails half way still
 * knows what to remove. Returns how many client orders were placed.
 */
export async function fillDemo(
  commandBus: CommandBus,
  commands: OrderStreams,
  target: { providerId: string; userId: string; now: Date },
  made: DemoRecords,
): Promise<{ orders: number }> {
  const { providerId, userId, now } = target;
  const rnd = random(20261121);
  // Client emails are the provider's own: a demo client is never taken for someone's portal.
  const mailTag = providerId.slice(0, 8);

  const locations = [];
  for (const name of LOCATIONS) {
    const { location } = await commandBus.execute(new CreateLocation(providerId, name));
    made.locationIds.push(location.id);
    locations.push(location);
  }
  const products = [];
  for (let i = 0; i < DEMO_SIZE.products; i++) {
    const name = `${GOODS[i % GOODS.length]} ${PACKS[Math.floor(i / GOODS.length)]}`;
    const price = (rnd.int(150, 4500) / 100).toFixed(2);
    const { product } = await commandBus.execute(new CreateProduct(providerId, { name, price }));
    made.productIds.push(product.id);
    products.push(product);
  }
  const clients = [];
  for (const name of CLIENTS) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${mailTag}@example.com`;
    const { client } = await commandBus.execute(new CreateClient(providerId, { name, email }));
    made.clientIds.push(client.id);
    clients.push(client);
  }

  const names = new Map(products.map((p) => [p.id, p.name]));
  const at = (daysAgo: number, hour: number) =>
    new Date(
      now.getTime() - daysAgo * 86_400_000 + hour * 3_600_000 - 12 * 3_600_000,
    ).toISOString();
  const context = (
    when: string,
    actorId = userId,
    actorType: 'user' | 'client' = 'user',
  ): CommandContext => ({ commandId: randomUUID(), providerId, actorId, actorType, at: when });
  const place = async (
    when: string,
    type: OrderType,
    locationId: string,
    lines: { productId: string; quantity: number; price: number | null }[],
    clientId: string | null = null,
  ) => {
    try {
      const { orderId } = await commands.place(
        context(when, clientId ?? userId, clientId ? 'client' : 'user'),
        { providerId, clientId, locationId, orderType: type, lines, notes: null },
        names,
      );
      made.orderIds.push(orderId);
      return orderId;
    } catch (error) {
      if (error instanceof InsufficientStockError || error instanceof StockRuleError) return null;
      throw error;
    }
  };
  const update = async (
    orderId: string,
    when: string,
    change: { fulfilled?: boolean; cancelled?: boolean },
  ) => {
    const order = await commands.load(orderId);
    if (!order) return;
    const by = context(when);
    await commands.change(
      by,
      order,
      (state) => decideUpdate(state, { kind: 'provider' }, change, by.at),
      names,
    );
  };

  let orders = 0;
  for (const location of locations) {
    await place(
      at(90, 8),
      'IN',
      location.id,
      products.map((p) => ({ productId: p.id, quantity: rnd.int(40, 120), price: null })),
    );
  }
  for (let day = 89; day >= 0; day--) {
    if (day % 14 === 0) {
      const location = locations[rnd.int(0, locations.length - 1)];
      const restock = products.filter(() => rnd.next() < 0.4);
      await place(
        at(day, 7),
        'IN',
        location.id,
        restock.map((p) => ({ productId: p.id, quantity: rnd.int(20, 60), price: null })),
      );
    }
    // The day's changes are written in the order of their times (orders, then cancels and
    // fulfilments, then the evening count), as they would commit: the stock history is in
    // commit order and a change is never shown before one that committed ahead of it.
    const adjustment =
      day % 30 === 5
        ? { product: products[rnd.int(0, products.length - 1)], quantity: -rnd.int(1, 3) }
        : null;
    const settle: {
      orderId: string;
      hour: number;
      change: { fulfilled?: boolean; cancelled?: boolean };
    }[] = [];
    const perDay = rnd.int(2, 5);
    for (let n = 0; n < perDay; n++) {
      const client = clients[rnd.int(0, clients.length - 1)];
      const location = locations[rnd.int(0, locations.length - 1)];
      const chosen = new Map<string, (typeof products)[number]>();
      for (let k = rnd.int(1, 3); k > 0; k--) {
        const product = products[rnd.int(0, products.length - 1)];
        chosen.set(product.id, product);
      }
      const orderId = await place(
        at(day, 9 + n),
        'ORDER',
        location.id,
        [...chosen.values()].map((p) => ({
          productId: p.id,
          quantity: rnd.int(1, 6),
          price: p.price,
        })),
        client.id,
      );
      if (!orderId) continue;
      orders++;
      const fate = rnd.next();
      if (day > 2 && fate < 0.75) settle.push({ orderId, hour: 16, change: { fulfilled: true } });
      else if (fate > 0.93) settle.push({ orderId, hour: 15, change: { cancelled: true } });
    }
    for (const { orderId, hour, change } of settle.sort((a, b) => a.hour - b.hour))
      await update(orderId, at(day, hour), change);
    if (adjustment)
      await place(at(day, 18), 'ADJUST', locations[0].id, [
        { productId: adjustment.product.id, quantity: adjustment.quantity, price: null },
      ]);
  }
  return { orders };
}
