import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { migrations, projections } from '../../apps/api/composition';
import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { settled } from '../../apps/api/testing/settle';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';
import { runCli } from '../../apps/cli/cli';
import { OrderStreams } from '../ordering';
import { EVENT_STORE, EventStore } from '../platform';
import type { AuditReport } from './domain/audit-report.types';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** Issue 18, part 4: an auditor's report of a period, on the app and from the CLI. */
describe("audit: an auditor's report of a period", () => {
  let t: TestApp;
  let store: EventStore;
  let owner: SignedUp;
  let shop: Shop;
  let base: string;
  /** The period: from 7 days ago to 2 days ago. */
  const period = { from: ago(7), to: ago(2) };
  const query = (extra = '') =>
    `from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}${extra}`;
  const report = async (who: SignedUp, extra = ''): Promise<AuditReport> =>
    (
      await asMember(t, who)
        .get(`${base}/audit/report?${query(extra)}`)
        .expect(200)
    ).body.report;

  /** A movement placed with its command's time in the past, as if it had been placed then. */
  const placedAt = (
    at: string,
    orderType: 'IN' | 'ORDER',
    location: string,
    product: string,
    quantity: number,
  ) =>
    t.app.get(OrderStreams).place(
      {
        commandId: randomUUID(),
        providerId: owner.providerId,
        actorId: orderType === 'ORDER' ? shop.clients.Deli.id : owner.userId,
        actorType: orderType === 'ORDER' ? 'client' : 'user',
        at,
      },
      {
        providerId: owner.providerId,
        clientId: orderType === 'ORDER' ? shop.clients.Deli.id : null,
        locationId: shop.locations[location].id,
        orderType,
        lines: [{ productId: shop.products[product].id, quantity, price: null }],
        notes: null,
      },
      new Map(),
    );

  beforeAll(async () => {
    t = await createTestApp();
    store = t.app.get<EventStore>(EVENT_STORE);
    owner = await signUp(t, 'report-owner@example.test');
    base = `/api/provider/${owner.providerId}`;
    shop = await openShop(t, owner, {
      locations: ['Main', 'Dock'],
      products: { Apple: 2, Pear: 3 },
      clients: ['Deli'],
    });
    // Before the period: the opening stock.
    await placedAt(ago(10), 'IN', 'Main', 'Apple', 10);
    await placedAt(ago(10), 'IN', 'Dock', 'Pear', 5);
    // In the period: a delivery and a client's order.
    await placedAt(ago(5), 'IN', 'Main', 'Apple', 4);
    const { orderId } = await placedAt(ago(4), 'ORDER', 'Main', 'Apple', 3);
    await settled(t);
    // Today: the order is fulfilled (after the period), a count finds two apples damaged three
    // days ago (recorded today, back-dated into the period), and a pear is found today.
    await asMember(t, owner).put(`${base}/order/${orderId}`).send({ fulfilled: true }).expect(200);
    await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Main.id,
      transaction_type: 'ADJUST',
      products: [{ id: shop.products.Apple.id, quantity: -2 }],
      effectiveAt: ago(3),
      reason: 'DAMAGE',
      reasonNote: 'crate dropped',
    }).expect(201);
    await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Dock.id,
      transaction_type: 'ADJUST',
      products: [{ id: shop.products.Pear.id, quantity: 1 }],
      reason: 'COUNT',
    }).expect(201);
    await settled(t);
  }, 120_000);
  afterAll(() => t.close());

  const figuresOf = (r: AuditReport) =>
    r.cells.map((c) => [
      c.product_name,
      c.location_name,
      c.opening.current,
      c.opening.committed,
      c.closing.current,
      c.closing.committed,
      c.reconciles,
    ]);

  /** Runs the operator's CLI on the app's database and store, without its data folder. */
  const cli = async (...argv: string[]) => {
    const out = new PassThrough();
    const err = new PassThrough();
    let text = '';
    let errors = '';
    out.on('data', (chunk) => {
      text += chunk;
    });
    err.on('data', (chunk) => {
      errors += chunk;
    });
    const code = await runCli(argv, {
      db: t.test.db,
      store,
      projections,
      migrations,
      out,
      err,
    });
    return { code, text, errors };
  };

  it('gives the opening and closing stock of each product and location, as the as-of reads do', async () => {
    const r = await report(owner);
    expect(figuresOf(r)).toEqual([
      ['Apple', 'Main', 10, 0, 9, 3, true],
      ['Pear', 'Dock', 5, 0, 5, 0, true],
    ]);
    for (const [moment, side] of [
      [period.from, 'opening'],
      [period.to, 'closing'],
    ] as const) {
      const { inventory } = (
        await asMember(t, owner)
          .get(`${base}/inventory?as_of=${encodeURIComponent(moment)}`)
          .expect(200)
      ).body as {
        inventory: {
          product_id: string;
          location_id: string;
          current_stock: number;
          committed_stock: number;
        }[];
      };
      expect(
        inventory
          .map((row) => [row.product_id, row.location_id, row.current_stock, row.committed_stock])
          .sort(),
      ).toEqual(
        r.cells
          .map((c) => [c.product_id, c.location_id, c[side].current, c[side].committed])
          .sort(),
      );
    }
    expect(r.totals).toMatchObject({
      opening: { current: 15, committed: 0, total: 15 },
      change: { current: -1, committed: 3 },
      closing: { current: 14, committed: 3, total: 17 },
      changes: 3,
      reconciles: true,
    });
    expect(r).toMatchObject({ from: period.from, to: period.to, location: null });
  });

  it('adds up the movements by type and reason, counting a back-dated count in the period it applies to', async () => {
    const r = await report(owner);
    expect(r.movements.map((m) => [m.label, m.reason, m.changes, m.current, m.committed])).toEqual([
      ['Stock in', null, 1, 4, 0],
      ['Order committed', null, 1, -3, 3],
      ['Adjustment', 'DAMAGE', 1, -2, 0],
    ]);
    // After the period: the fulfilment and today's count, not the back-dated damage.
    const later = (
      await asMember(t, owner)
        .get(
          `${base}/audit/report?from=${encodeURIComponent(period.to)}&to=${encodeURIComponent(new Date().toISOString())}`,
        )
        .expect(200)
    ).body.report as AuditReport;
    expect(later.movements.map((m) => [m.label, m.reason, m.current, m.committed])).toEqual([
      ['Order fulfilled', null, 0, -3],
      ['Adjustment', 'COUNT', 1, 0],
    ]);
    expect(later.totals.reconciles).toBe(true);
  });

  it('lists each adjustment with who made it, why, and when it was recorded and applies', async () => {
    const r = await report(owner);
    expect(r.adjustment_count).toBe(1);
    expect(r.adjustments).toEqual([
      expect.objectContaining({
        product_name: 'Apple',
        location_name: 'Main',
        actor: { id: owner.userId, type: 'user', name: 'report-owner@example.test' },
        reason: 'DAMAGE',
        note: 'crate dropped',
        delta: -2,
        back_dated: true,
      }),
    ]);
    const [adjustment] = r.adjustments;
    expect(adjustment.effective_at < period.to).toBe(true);
    expect(adjustment.recorded_at > period.to).toBe(true);
  });

  it('keeps to one location when asked', async () => {
    const r = await report(owner, `&location_id=${shop.locations.Dock.id}`);
    expect(r.location).toEqual({ id: shop.locations.Dock.id, name: 'Dock' });
    expect(figuresOf(r)).toEqual([['Pear', 'Dock', 5, 0, 5, 0, true]]);
    expect(r.movements).toEqual([]);
    expect(r.adjustments).toEqual([]);
  });

  it("gives the replay's verdict, and the signed checkpoint that covers the period once one is signed", async () => {
    const before = await report(owner);
    expect(before.replay).toMatchObject({
      agrees: true,
      summary: 'The ledger agrees with the events, row by row in commit order.',
      events: 7,
    });
    expect(before.checkpoint).toMatchObject({
      checkpoint: null,
      summary: 'No signed checkpoint covers the period: none has been signed yet.',
    });
    const { checkpoint } = (await asMember(t, owner).post(`${base}/audit/checkpoints`).expect(201))
      .body;
    const after = await report(owner);
    expect(after.checkpoint.checkpoint).toEqual(checkpoint);
    expect(after.checkpoint.summary).toContain(`${checkpoint.count} stock events up to position`);
  });

  it('downloads as a CSV file', async () => {
    const res = await asMember(t, owner)
      .get(`${base}/audit/report?${query('&format=csv')}`)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="stock-audit-report-${period.from.slice(0, 10)}-${period.to.slice(0, 10)}.csv"`,
    );
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('Stock audit report');
    expect(lines).toContain(
      `Apple,${shop.products.Apple.id},Main,${shop.locations.Main.id},10,0,10,-1,3,3,9,3,12,yes`,
    );
    expect(lines).toContain('Adjustment,ADJUST,placed,Damage,1,-2,0');
    expect(lines.find((line) => line.includes('crate dropped'))).toContain(
      'report-owner@example.test,Damage,crate dropped,-2',
    );
  });

  it('shows the report to an auditor (a member denied both permissions), and to no outsider', async () => {
    const auditor = await joinTeam(t, owner, 'report-auditor@example.test', [
      'inventory:update',
      'orders:create',
    ]);
    expect(figuresOf(await report(auditor))).toEqual(figuresOf(await report(owner)));
    const outsider = await signUp(t);
    const refused = await asMember(t, outsider).get(`${base}/audit/report?${query()}`).expect(403);
    expect(refused.body.message).toBe('You are not an active member of this provider.');
    const { report: own } = (
      await asMember(t, outsider)
        .get(`/api/provider/${outsider.providerId}/audit/report?${query()}`)
        .expect(200)
    ).body;
    expect(own.cells).toEqual([]);
  });

  it('refuses bad input with a 400 that names the problem', async () => {
    const refusal = async (path: string) => {
      const res = await asMember(t, owner).get(`${base}/audit/report?${path}`);
      expect(res.status).toBe(400);
      return res.body.message as string;
    };
    const to = `to=${encodeURIComponent(period.to)}`;
    expect(await refusal(to)).toBe('from must be an ISO date and time, e.g. 2026-11-21T09:30:00Z');
    expect(await refusal(`from=0000-01-01&${to}`)).toBe(
      'from must be an ISO date and time, e.g. 2026-11-21T09:30:00Z',
    );
    expect(await refusal(`from=2026-02-30&${to}`)).toBe(
      'from must be an ISO date and time, e.g. 2026-11-21T09:30:00Z',
    );
    expect(await refusal(`from=${encodeURIComponent(period.from)}&to=yesterday`)).toBe(
      'to must be an ISO date and time, e.g. 2026-11-21T09:30:00Z',
    );
    expect(
      await refusal(`from=${encodeURIComponent(period.to)}&to=${encodeURIComponent(period.from)}`),
    ).toBe('from must not be after to');
    expect(await refusal(query('&location_id=Main'))).toBe('location_id must be a location id');
    const stranger = randomUUID();
    expect(await refusal(query(`&location_id=${stranger}`))).toBe(
      `location_id ${stranger} is not a location of this provider`,
    );
    expect(await refusal(query('&format=pdf'))).toBe('format must be json or csv');
    expect(await refusal(`from=2026-01-01%00&${to}`)).toMatch(/from/);
    const huge = await asMember(t, owner).get(`${base}/audit/report?from=${'9'.repeat(20_000)}`);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    // The widest moments a calendar has are read, not refused.
    const widest = (
      await asMember(t, owner)
        .get(
          `${base}/audit/report?from=0100-01-01&to=${encodeURIComponent('9999-12-31T23:59:59-14:00')}`,
        )
        .expect(200)
    ).body.report as AuditReport;
    expect(widest.totals.opening.total).toBe(0);
    expect(widest.totals.reconciles).toBe(true);
  });

  it('prints the same report from the command line, as CSV or JSON', async () => {
    const args = ['audit', 'report', '--provider', owner.providerId];
    const csv = await cli(...args, '--from', period.from, '--to', period.to);
    expect(csv.code).toBe(0);
    expect(csv.text.split('\r\n')).toContain(
      `Apple,${shop.products.Apple.id},Main,${shop.locations.Main.id},10,0,10,-1,3,3,9,3,12,yes`,
    );
    const json = await cli(
      ...args,
      '--from',
      period.from,
      '--to',
      period.to,
      '--location',
      shop.locations.Main.id,
      '--format',
      'json',
    );
    expect(json.code).toBe(0);
    const printed = JSON.parse(json.text) as AuditReport;
    expect(figuresOf(printed)).toEqual([['Apple', 'Main', 10, 0, 9, 3, true]]);
    expect(printed.adjustments[0].actor.name).toBe('report-owner@example.test');
    // Without the app's data folder, the CLI says it has no checkpoints to look at.
    expect(printed.checkpoint.checkpoint).toBeNull();
    expect(await cli(...args, '--from', 'last week', '--to', period.to)).toMatchObject({
      code: 2,
      errors: '--from must be an ISO date and time, e.g. 2026-11-21T09:30:00Z\n',
    });
    expect(await cli(...args, '--from', period.to, '--to', period.from)).toMatchObject({
      code: 2,
      errors: '--from must not be after --to\n',
    });
    const stranger = randomUUID();
    expect(
      await cli(...args, '--from', period.from, '--to', period.to, '--location', stranger),
    ).toMatchObject({
      code: 2,
      errors: `location_id ${stranger} is not a location of this provider\n`,
    });
  });

  it('says when the ledger disagrees with the events, and the figures no longer reconcile', async () => {
    // The client's order, rewritten in the ledger alone: one apple more left after it.
    await t.test.db.query(
      `UPDATE stock_ledger SET running_current = running_current + 1
        WHERE provider_id = $1 AND order_type = 'ORDER' AND event_type = 'placed'`,
      [owner.providerId],
    );
    const r = await report(owner);
    expect(r.replay.agrees).toBe(false);
    expect(r.replay.summary).toMatch(
      /^The ledger disagrees with the events: \d+ problem\(s\) found\.$/,
    );
    expect(r.replay.problems[0]).toMatch(
      /^Ledger row 4 \(event [0-9a-f-]{36}, position \d+\/\d+\)/,
    );
    expect(r.cells[0]).toMatchObject({ product_name: 'Apple', reconciles: false });
    expect(r.cells[0].closing.current).toBe(10);
    expect(r.totals.reconciles).toBe(false);
    const printed = await cli(
      'audit',
      'report',
      '--provider',
      owner.providerId,
      '--from',
      period.from,
      '--to',
      period.to,
    );
    expect(printed.code).toBe(1);
    expect(printed.text).toContain('replay,The ledger disagrees with the events');
  });
});
