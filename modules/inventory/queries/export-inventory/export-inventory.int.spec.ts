import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';
import { openShop, placeOrder } from '../../../../apps/api/testing/shop';
import { parseCsv } from '../../../platform';

describe('GET inventory/export.csv: the stock grid as a streamed CSV file', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let main: { id: string };
  let annex: { id: string };
  let apple: { id: string };
  let pear: { id: string };
  let beforeOrder: string;
  const base = () => `/api/provider/${owner.providerId}/inventory`;
  const exported = async (query = '') => {
    const answer = await asMember(t, owner).get(`${base()}/export.csv${query}`).expect(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="inventory.csv"');
    return parseCsv(answer.text).map((record) => record.fields);
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    other = await signUp(t);
    const shop = await openShop(t, owner, {
      locations: ['Main', 'Annex'],
      products: { Apple: 2, Pear: 3 },
      clients: ['Deli'],
    });
    ({ Main: main, Annex: annex } = shop.locations);
    ({ Apple: apple, Pear: pear } = shop.products);
    const place = (order: object) =>
      placeOrder(t, owner, { providerId: owner.providerId, ...order }).expect(201);
    await place({
      locationId: main.id,
      transaction_type: 'IN',
      products: [
        { id: apple.id, quantity: 10 },
        { id: pear.id, quantity: 4 },
      ],
    });
    await place({
      locationId: annex.id,
      transaction_type: 'IN',
      products: [{ id: apple.id, quantity: 1 }],
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    beforeOrder = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await place({
      locationId: main.id,
      clientId: shop.clients.Deli.id,
      transaction_type: 'ORDER',
      products: [{ id: apple.id, quantity: 3 }],
    });
  });
  afterAll(() => t.close());

  it("exports every cell the grid shows, with the product's and location's names", async () => {
    const [header, ...rows] = await exported();
    expect(header).toEqual([
      'product_id',
      'product',
      'location_id',
      'location',
      'current_stock',
      'committed_stock',
      'total_stock',
      'in_transit_stock',
    ]);
    const grid = (await asMember(t, owner).get(base()).expect(200)).body.inventory as {
      product_id: string;
      location_id: string;
      current_stock: number;
      committed_stock: number;
    }[];
    const key = (product: string, location: string) => `${product}/${location}`;
    expect(rows).toHaveLength(grid.length);
    const byCell = new Map(rows.map((row) => [key(row[0], row[2]), row]));
    for (const cell of grid) {
      const row = byCell.get(key(cell.product_id, cell.location_id))!;
      expect(row.slice(4, 6)).toEqual([String(cell.current_stock), String(cell.committed_stock)]);
    }
    expect(byCell.get(key(apple.id, main.id))).toEqual([
      apple.id,
      'Apple',
      main.id,
      'Main',
      '7',
      '3',
      '10',
      '0',
    ]);
  });

  it('exports the figures as of a moment, before the order', async () => {
    const rows = (await exported(`?as_of=${beforeOrder}`)).slice(1);
    const apples = rows.find((row) => row[0] === apple.id && row[2] === main.id)!;
    expect(apples.slice(4, 7)).toEqual(['10', '0', '10']);
  });

  it("refuses known_at without as_of, and another provider's owner", async () => {
    const bad = await asMember(t, owner)
      .get(`${base()}/export.csv?known_at=${beforeOrder}`)
      .expect(400);
    expect(bad.body.message).toMatch(/known_at goes with as_of/);
    await asMember(t, other).get(`${base()}/export.csv`).expect(403);
  });
});
