import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { clockPast, settled } from '../../apps/api/testing/settle';
import { clientOrder, openShop, placeOrder, Shop } from '../../apps/api/testing/shop';
import { Database } from '../platform';

interface Lot {
  product_id: string;
  location_id: string;
  lot_code: string;
  current_stock: number;
  committed_stock: number;
}

interface LotsAnswer {
  lots: Lot[];
  unlotted?: { location_id: string; current_stock: number; committed_stock: number }[];
  as_of?: string;
  known_at?: string;
}

/** Each lot's figures by product, location and code: what two reads of the lots compare by. */
const figures = (lots: Lot[]) =>
  Object.fromEntries(
    lots
      .map((l) => [
        `${l.product_id}/${l.location_id}/${l.lot_code}`,
        [l.current_stock, l.committed_stock],
      ])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );

const SOON = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const LATER = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);

describe('lots as of a moment, read as the Stock grid reads its figures', () => {
  let t: TestApp;
  let db: Database;
  let owner: SignedUp;
  let shop: Shop;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '30' });
    db = t.test.db;
    owner = await signUp(t);
    base = `/api/provider/${owner.providerId}`;
    shop = await openShop(t, owner, {
      locations: ['Main', 'Annex'],
      products: { Cream: 2, Jam: 3, Bread: 1 },
      clients: ['Deli', 'Cafe'],
    });
    for (const name of ['Cream', 'Jam'])
      await asMember(t, owner)
        .put(`${base}/product/${shop.products[name].id}`)
        .send({ track_lots: true })
        .expect(200);
  }, 60_000);
  afterAll(() => t.close());

  it('answers every lot as of an instant between racing orders with the live figures of that instant, and back-dated lots only as known later', async () => {
    const as = asMember(t, owner);
    const main = shop.locations.Main.id;
    const annex = shop.locations.Annex.id;
    const { Cream, Jam, Bread } = shop.products;
    const movement = (
      type: 'IN' | 'OUT' | 'ADJUST',
      locationId: string,
      line: { id: string; quantity: number; lot_code?: string; expiry_date?: string },
      extra: Record<string, unknown> = {},
    ) =>
      placeOrder(t, owner, {
        providerId: owner.providerId,
        locationId,
        transaction_type: type,
        products: [line],
        ...extra,
      });
    const placed: string[] = [];
    const order = (client: 'Deli' | 'Cafe', lines: { id: string; quantity: number }[]) =>
      clientOrder(
        t,
        { providerId: owner.providerId, clientKey: shop.clients[client].key, locationId: main },
        lines,
        placed,
      );
    const lotsAt = async (query: string): Promise<LotsAnswer> =>
      (await as.get(`${base}/lots?limit=1000${query}`).expect(200)).body;
    const moment = (at: Date, knownAt?: Date) =>
      `&as_of=${encodeURIComponent(at.toISOString())}${
        knownAt ? `&known_at=${encodeURIComponent(knownAt.toISOString())}` : ''
      }`;

    for (const [product, quantity, lot_code, expiry_date] of [
      [Cream, 60, 'C-A', SOON],
      [Cream, 60, 'C-B', LATER],
      [Jam, 40, 'J-A', LATER],
    ] as const)
      await movement('IN', main, { id: product.id, quantity, lot_code, expiry_date }).expect(201);
    await movement('IN', main, { id: Bread.id, quantity: 40 }).expect(201);

    /** Live lots captured at instants when no command was running, to ask as of later. */
    const instants: { moment: Date; live: ReturnType<typeof figures> }[] = [];
    /** Instants taken while commands ran. */
    const during: Date[] = [];
    const ROUNDS = 8;
    for (let round = 0; round < ROUNDS; round++) {
      const toSettle = placed.splice(0, 4);
      const commands = [
        // Orders of the same lots from two clients at once: all but one lose each race and
        // retry, committing after commands that started after them (Bread's among them).
        ...Array.from({ length: 6 }, (_, i) =>
          order(i % 2 ? 'Cafe' : 'Deli', [
            { id: Cream.id, quantity: 1 + (i % 2) },
            ...(i % 3 === 0 ? [{ id: Bread.id, quantity: 1 }] : []),
            ...(i % 3 === 1 ? [{ id: Jam.id, quantity: 1 }] : []),
          ]),
        ),
        order('Deli', [{ id: Bread.id, quantity: 1 }]),
        movement('IN', main, {
          id: Cream.id,
          quantity: 2,
          lot_code: `C-R${round}`,
          expiry_date: SOON,
        }),
        movement('OUT', main, { id: Jam.id, quantity: 1 }),
        movement('ADJUST', main, { id: Bread.id, quantity: round % 2 ? -1 : 2 }),
        movement('IN', annex, { id: Bread.id, quantity: 2 }),
        ...toSettle.map((id, i) =>
          as.put(`${base}/order/${id}`).send({ [i % 3 === 2 ? 'cancelled' : 'fulfilled']: true }),
        ),
      ];
      const sampling = (async () => {
        for (let i = 0; i < 4; i++) {
          await new Promise((resolve) => setImmediate(resolve));
          during.push(new Date());
        }
      })();
      const results = await Promise.all(commands);
      await sampling;
      expect(results.filter((res) => res.status >= 500)).toEqual([]);
      const now = new Date();
      await clockPast(now);
      await settled(t);
      instants.push({ moment: now, live: figures((await lotsAt('')).lots) });
    }

    // Lot changes did commit after changes whose commands started later: as of an instant
    // between the two, the stock's figures leave such a change out (it is shown in commit
    // order), so its lots must too.
    const { rows: raced } = await db.query<{ started: Date; before: Date }>(
      `SELECT started, before FROM (
         SELECT jsonb_array_length(coalesce(data -> 'lots', '[]')) AS lots,
                (metadata ->> 'occurredAt')::timestamptz AS started,
                max((metadata ->> 'occurredAt')::timestamptz) OVER (
                  ORDER BY transaction_id, sequence ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before
           FROM event_store_events WHERE type = 'StockChanged' AND data ->> 'providerId' = $1) e
        WHERE started < before AND lots > 0`,
      [owner.providerId],
    );
    expect(raced.length).toBeGreaterThan(0);
    during.push(...raced.map((row) => new Date(row.before.getTime() - 1)));

    // A back-dated count finds 5 more of lot C-A, applying just before the third instant.
    const backTo = new Date(instants[2].moment.getTime() - 1);
    await movement(
      'ADJUST',
      main,
      { id: Cream.id, quantity: 5, lot_code: 'C-A' },
      { effectiveAt: backTo.toISOString(), reason: 'COUNT' },
    ).expect(201);
    await settled(t);
    const counted = `${Cream.id}/${main}/C-A`;

    for (const [k, { moment: at, live }] of instants.entries()) {
      // As known then: the live figures of that instant, lot by lot.
      const then = await lotsAt(moment(at, at));
      expect({ at, lots: figures(then.lots) }).toEqual({ at, lots: live });
      expect(then).toMatchObject({ as_of: at.toISOString(), known_at: at.toISOString() });
      // As known now: the back-dated count counts from its effective time on.
      const known = figures((await lotsAt(moment(at))).lots);
      const expected = { ...live };
      if (k >= 2) expected[counted] = [live[counted][0] + 5, live[counted][1]];
      expect({ at, lots: known }).toEqual({ at, lots: expected });
    }

    // At any instant, even mid-race, the lots of a product that only ever received into lots
    // add up to its stock as the grid had it then: nothing in no lot, nothing below zero.
    for (const at of [...during, ...instants.map((i) => i.moment)])
      for (const product of [Cream, Jam]) {
        const then = await lotsAt(`&product_id=${product.id}${moment(at, at)}`);
        expect({ at, product: product.id, unlotted: then.unlotted }).toEqual({
          at,
          product: product.id,
          unlotted: [],
        });
        expect(then.lots.filter((l) => l.current_stock < 0 || l.committed_stock < 0)).toEqual([]);
      }
  }, 240_000);

  it('refuses known_at without as_of, and a bad moment, naming it', async () => {
    const as = asMember(t, owner);
    expect(
      (await as.get(`${base}/lots?known_at=2026-01-01T00:00:00Z`).expect(400)).body.message,
    ).toContain('known_at');
    expect(
      (await as.get(`${base}/lots?as_of=2026-01-01&known_at=soon`).expect(400)).body.message,
    ).toContain('known_at');
  });
});
