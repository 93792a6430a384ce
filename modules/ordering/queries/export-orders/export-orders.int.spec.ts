import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';
import { openShop, placeOrder } from '../../../../apps/api/testing/shop';
import { parseCsv } from '../../../platform';

describe('GET orders/export.csv: the orders list as a streamed CSV file', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let main: { id: string };
  let apple: { id: string };
  let pear: { id: string };
  let client: { id: string };
  const as = (who: SignedUp) => asMember(t, who);
  const place = (order: object) => placeOrder(t, owner, { providerId: owner.providerId, ...order });
  const exported = async (query: string) => {
    const answer = await as(owner)
      .get(`/api/provider/${owner.providerId}/orders/export.csv${query}`)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => done(null, text));
      })
      .expect(200);
    return { answer, records: parseCsv(answer.body as string).map((r) => r.fields) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    other = await signUp(t);
    const shop = await openShop(t, owner, {
      locations: ['Main'],
      products: { Apple: 2, Pear: 3 },
      clients: ['Deli'],
    });
    main = shop.locations.Main;
    ({ Apple: apple, Pear: pear } = shop.products);
    client = shop.clients.Deli;
    await place({
      locationId: main.id,
      transaction_type: 'IN',
      products: [
        { id: apple.id, quantity: 50 },
        { id: pear.id, quantity: 50 },
      ],
    }).expect(201);
    await place({
      locationId: main.id,
      clientId: client.id,
      transaction_type: 'ORDER',
      notes: '=HYPERLINK("http://evil.test")',
      products: [
        { id: apple.id, quantity: 3 },
        { id: pear.id, quantity: 1 },
      ],
    }).expect(201);
    await place({
      locationId: main.id,
      clientId: client.id,
      transaction_type: 'ORDER',
      products: [{ id: pear.id, quantity: 2 }],
    }).expect(201);
  });
  afterAll(() => t.close());

  it('exports the orders the filters match, one line per line item, in the list order', async () => {
    const list = await as(owner)
      .get(`/api/provider/${owner.providerId}/orders?type=ORDER`)
      .expect(200);
    const { answer, records } = await exported('?type=ORDER');
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const [header, ...rows] = records;
    expect(header).toEqual([
      'order_id',
      'number',
      'created_at',
      'type',
      'status',
      'client_id',
      'client',
      'client_email',
      'location_id',
      'location',
      'product_id',
      'product',
      'quantity',
      'price',
      'notes',
      'lots',
      'currency',
      'tax_rate',
      'line_total',
    ]);
    const expected = (list.body.orders as { id: string; line_items: unknown[] }[]).flatMap(
      (order) => order.line_items.map(() => order.id),
    );
    expect(rows.map((row) => row[0])).toEqual(expected);
    expect(rows).toHaveLength(3);
    // CRLF line ends (RFC 4180), as every export writes them: the header, three lines, the end.
    expect((answer.body as string).split('\r\n')).toHaveLength(1 + 3 + 1);
    expect(rows[1]).toEqual([
      expect.any(String),
      '#1001',
      expect.any(String),
      'ORDER',
      'Pending',
      client.id,
      'Deli',
      'deli@example.test',
      main.id,
      'Main',
      apple.id,
      'Apple',
      '3',
      '2',
      // A note a spreadsheet would run as a formula is kept as text.
      `'=HYPERLINK("http://evil.test")`,
      '',
      'USD',
      '0',
      '6.00',
    ]);
  });

  it('names the file after movements when the filter is a movement type', async () => {
    const { answer, records } = await exported('?type=IN');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="movements.csv"');
    // A movement has no money: its currency is the provider's, with no rate and no total.
    expect(
      records.slice(1).map((row) => [row[1], row[3], row[4], row[11], row[12], ...row.slice(16)]),
    ).toEqual([
      ['MV-1001', 'IN', '', 'Apple', '50', 'USD', '', ''],
      ['MV-1001', 'IN', '', 'Pear', '50', 'USD', '', ''],
    ]);
  });

  it('streams every row of a list longer than a page, each order once, newest first', async () => {
    // 4,500 orders straight into the read model: more than two of the cursor's pages.
    await t.test.db.query(
      `INSERT INTO orders (id, provider_id, client_id, location_id, type, created_at, lines, product_ids, number)
       SELECT gen_random_uuid(), $1, $2, $3, 'ORDER', now() - make_interval(secs => i),
              jsonb_build_array(jsonb_build_object('productId', $4::text, 'quantity', i, 'price', 2)),
              ARRAY[$4::uuid], 2000 + i
         FROM generate_series(1, 4500) i`,
      [owner.providerId, client.id, main.id, apple.id],
    );
    const { records } = await exported(`?type=ORDER&product_id=${apple.id}`);
    const rows = records.slice(1);
    // The 4,500 of one line each, and the first order's two lines (apple and pear).
    expect(rows).toHaveLength(4500 + 2);
    expect(new Set(rows.map((row) => row[0])).size).toBe(4500 + 1);
    const times = rows.map((row) => row[2]);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("refuses another provider's owner and a bad filter, naming it", async () => {
    await asMember(t, other).get(`/api/provider/${owner.providerId}/orders/export.csv`).expect(403);
    const bad = await as(owner)
      .get(`/api/provider/${owner.providerId}/orders/export.csv?type=SOLD`)
      .expect(400);
    expect(bad.body.message).toMatch(/type must be one of/);
    const swapped = await as(owner)
      .get(
        `/api/provider/${owner.providerId}/orders/export.csv?startDate=2026-02-01&endDate=2026-01-01`,
      )
      .expect(400);
    expect(swapped.body.message).toBe('Ensure that the start date is before the end date.');
  });
});
