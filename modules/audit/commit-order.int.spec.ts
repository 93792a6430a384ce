import { migrations, projections } from '../../apps/api/composition';
import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { clockPast, settled } from '../../apps/api/testing/settle';
import { clientOrder, openShop, placeOrder, Shop } from '../../apps/api/testing/shop';
import { runCliCapturing } from '../../apps/cli/testing';
import { Database, EVENT_STORE, EventStore } from '../platform';
import { replayStock } from '.';

interface Cell {
  product_id: string;
  location_id: string;
  current_stock: number;
  committed_stock: number;
}

const cells = (rows: Cell[]) =>
  rows
    .map(({ product_id, location_id, current_stock, committed_stock }) => ({
      product_id,
      location_id,
      current_stock,
      committed_stock,
    }))
    .sort(
      (a, b) =>
        a.product_id.localeCompare(b.product_id) || a.location_id.localeCompare(b.location_id),
    );

describe('stock history in commit order', () => {
  let t: TestApp;
  let db: Database;
  let store: EventStore;
  let owner: SignedUp;
  let shop: Shop;

  const cli = (...argv: string[]) => runCliCapturing(argv, { db, store, projections, migrations });

  beforeAll(async () => {
    t = await createTestApp();
    db = t.test.db;
    store = t.app.get<EventStore>(EVENT_STORE);
    owner = await signUp(t);
    shop = await openShop(t, owner, {
      locations: ['Main', 'Annex'],
      products: { Apple: 2, Pear: 3 },
      clients: ['Deli', 'Cafe'],
    });
  }, 60_000);
  afterAll(() => t.close());

  it('answers as of every instant between racing commands with the live figures of that instant', async () => {
    const as = asMember(t, owner);
    const base = `/api/provider/${owner.providerId}`;
    const main = shop.locations.Main.id;
    const annex = shop.locations.Annex.id;
    const { Apple, Pear } = shop.products;
    const placed: string[] = [];
    const movement = (type: 'IN' | 'OUT' | 'ADJUST', locationId: string, id: string, q: number) =>
      placeOrder(t, owner, {
        providerId: owner.providerId,
        locationId,
        transaction_type: type,
        products: [{ id, quantity: q }],
      });
    const order = (client: 'Deli' | 'Cafe', lines: { id: string; quantity: number }[]) =>
      clientOrder(
        t,
        { providerId: owner.providerId, clientKey: shop.clients[client].key, locationId: main },
        lines,
        placed,
      );
    await movement('IN', main, Apple.id, 40).expect(201);
    await movement('IN', main, Pear.id, 40).expect(201);

    /** Live figures captured at instants when no command was running, to ask as of later. */
    const instants: { moment: Date; live: Cell[] }[] = [];
    /** Instants taken while commands ran, with the changes that had answered by then. */
    const during: { moment: Date; answered: string[] }[] = [];
    const answered: string[] = [];
    const ROUNDS = 10;
    for (let round = 0; round < ROUNDS; round++) {
      const toSettle = placed.splice(0, 4);
      /** A command, and the change it makes to the ledger once it has answered. */
      const changing = (
        command: PromiseLike<{ status: number; body: { order?: { id: string } } }>,
        change: (body: { order?: { id: string } }) => string,
      ) =>
        Promise.resolve(command).then((res) => {
          if (res.status < 300) answered.push(change(res.body));
          return res;
        });
      const placing = (res: { order?: { id: string } }) => `${res.order?.id} placed`;
      const commands = [
        // Orders of the same stock from two clients at once: all but one lose each race and
        // retry, committing after commands that started after them.
        ...Array.from({ length: 6 }, (_, i) =>
          changing(
            order(i % 2 ? 'Cafe' : 'Deli', [
              { id: Apple.id, quantity: 1 + (i % 3) },
              ...(i % 3 === 0 ? [{ id: Pear.id, quantity: 1 }] : []),
            ]),
            placing,
          ),
        ),
        changing(movement('IN', main, Apple.id, 3), placing),
        changing(movement('ADJUST', main, Pear.id, round % 2 ? -1 : 2), placing),
        changing(movement('OUT', annex, Pear.id, 1), placing),
        changing(movement('IN', annex, Pear.id, 2), placing),
        ...toSettle.map((id, i) => {
          const kind = i % 3 === 2 ? 'cancelled' : 'fulfilled';
          return changing(
            as.put(`${base}/order/${id}`).send({ [kind]: true }),
            () => `${id} ${kind}`,
          );
        }),
      ];
      // Instants inside the race: whatever had answered by then must be in the history of then.
      const sampling = (async () => {
        for (let i = 0; i < 3; i++) {
          await new Promise((resolve) => setImmediate(resolve));
          during.push({ moment: new Date(), answered: [...answered] });
        }
      })();
      const results = await Promise.all(commands);
      await sampling;
      expect(results.filter((res) => res.status >= 500)).toEqual([]);
      const moment = new Date();
      await clockPast(moment);
      await settled(t);
      instants.push({
        moment,
        live: cells((await as.get(`${base}/inventory`).expect(200)).body.inventory),
      });
    }

    // Some changes did commit after a change whose command started later.
    const { rows: raced } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT (metadata ->> 'occurredAt')::timestamptz AS started,
                max((metadata ->> 'occurredAt')::timestamptz) OVER (
                  ORDER BY transaction_id, sequence ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before
           FROM event_store_events WHERE type = 'StockChanged' AND data ->> 'providerId' = $1) e
        WHERE started < before`,
      [owner.providerId],
    );
    expect(raced[0].n).toBeGreaterThan(0);

    for (const { moment, live } of instants) {
      const then = await as
        .get(`${base}/inventory?as_of=${encodeURIComponent(moment.toISOString())}`)
        .expect(200);
      expect({ moment, inventory: cells(then.body.inventory) }).toEqual({
        moment,
        inventory: live,
      });
      const replay = await replayStock(db, store, owner.providerId, moment);
      expect(replay).toMatchObject({ differences: [], inconsistent: [] });
      expect(replay.ledger).toBeUndefined();
    }
    expect(instants.at(-1)!.live.length).toBe(3);

    // The ledger never shows a change before one that committed ahead of it.
    const { rows: ledger } = await db.query<{ at: Date; change: string }>(
      `SELECT at, order_id || ' ' || event_type AS change FROM stock_ledger WHERE provider_id = $1
        ORDER BY commit_position, prepare_position`,
      [owner.providerId],
    );
    for (let i = 1; i < ledger.length; i++)
      expect(ledger[i].at.getTime()).toBeGreaterThanOrEqual(ledger[i - 1].at.getTime());
    for (const { moment, answered: done } of during) {
      const late = ledger.filter((row) => done.includes(row.change) && row.at > moment);
      expect({ moment, late }).toEqual({ moment, late: [] });
    }
    expect(await cli('audit', 'replay', '--provider', owner.providerId)).toMatchObject({
      code: 0,
    });
  }, 120_000);

  it('finds a ledger whose rows are out of commit order, even when the figures of now still agree', async () => {
    expect((await cli('audit', 'replay', '--provider', owner.providerId)).code).toBe(0);
    const { rows } = await db.query<{ event_id: string; cell: string; at: Date }>(
      `SELECT event_id, product_id::text || location_id::text AS cell, at FROM stock_ledger
        WHERE provider_id = $1 ORDER BY commit_position, prepare_position`,
      [owner.providerId],
    );
    // Two neighbours in commit order, of different cells, whose swap leaves every cell's last
    // row (and so the figures of now) alone: the first is shown just after the second.
    const later = (i: number) => rows.slice(i + 1).find((row) => row.cell === rows[i].cell);
    const i = rows.findIndex(
      (row, k) =>
        k + 1 < rows.length &&
        row.cell !== rows[k + 1].cell &&
        (later(k)?.at.getTime() ?? Number.POSITIVE_INFINITY) > rows[k + 1].at.getTime() + 1,
    );
    expect(i).toBeGreaterThanOrEqual(0);
    const [first, second] = [rows[i], rows[i + 1]];
    await db.query(
      `UPDATE stock_ledger SET at = $2::timestamptz + interval '1 millisecond' WHERE event_id = $1`,
      [first.event_id, second.at],
    );
    const report = await replayStock(db, store, owner.providerId, new Date(Date.now() + 1000));
    expect(report).toMatchObject({ differences: [], inconsistent: [] });
    expect(report.ledger).toMatchObject({
      row: i + 1,
      eventId: second.event_id,
      reason: expect.stringContaining('but the stock event committed there is for product'),
    });
    const replayed = await cli('audit', 'replay', '--provider', owner.providerId);
    expect(replayed.code).toBe(1);
    expect(replayed.text).toContain(`ledger row ${i + 1} (event ${second.event_id}, position `);
    await db.query('UPDATE stock_ledger SET at = $2 WHERE event_id = $1', [
      first.event_id,
      first.at,
    ]);
    expect((await cli('audit', 'replay', '--provider', owner.providerId)).code).toBe(0);
  });
});
