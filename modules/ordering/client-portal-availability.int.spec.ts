import { randomUUID } from 'node:crypto';
import { signUp } from '../../apps/api/testing/create-test-app';
import { settled } from '../../apps/api/testing/settle';
import { openShop, placeOrder, shopApp } from '../../apps/api/testing/shop';

interface PortalProduct {
  id: string;
  name: string;
  price: number;
  available: number | null;
  availability: 'in_stock' | 'low' | 'out_of_stock' | null;
  [field: string]: unknown;
}

/** Every number anywhere in a value, with where it is (`products.2.prices.0.price`). */
function numbersIn(value: unknown, where = ''): string[] {
  if (typeof value === 'number') return [where];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    numbersIn(child, where ? `${where}.${key}` : key),
  );
}

describe('client portal: availability as a number or in words, and the supplier phone', () => {
  const s = shopApp({
    locations: ['Bakehouse'],
    products: {
      // 8 units, its reorder point at 10: low.
      'Rye Loaf': { price: 3.5, sku: 'RYE-800' },
      // 3 units, no reorder point: low by the default (5 or fewer).
      Baguette: 1.2,
      // 4 units, a reorder point of 2: not low, though under the default.
      Brioche: 2.8,
      // 50 units: in stock.
      'Spelt Flour': 7.25,
      // None: out of stock.
      Croissant: 1.5,
      // 7 on the shelf, 4 of them expired: 3 a client may take.
      Kefir: { price: 2, track_lots: true },
    },
    clients: ['Corner Deli'],
    stock: { 'Rye Loaf': 8, Baguette: 3, Brioche: 4, 'Spelt Flour': 50 },
  });
  const deli = () => s.shop.clients['Corner Deli'];
  const products = async (key = deli().key, providerId = s.owner.providerId) =>
    (await s.http().get(`/api/client/${key}/products?provider_id=${providerId}`).expect(200)).body;
  const byName = (list: PortalProduct[]) => Object.fromEntries(list.map((p) => [p.name, p]));
  const portalOrder = (lines: Record<string, number>) =>
    placeOrder(s.t, null, {
      providerId: s.owner.providerId,
      clientId: deli().key,
      transaction_type: 'ORDER',
      products: Object.entries(lines).map(([name, quantity]) => ({
        id: s.shop.products[name].id,
        quantity,
      })),
    });

  beforeAll(async () => {
    const bakehouse = s.shop.locations.Bakehouse.id;
    await s
      .as()
      .put(`${s.base}/reorder-points`)
      .send({
        reorder_points: [
          { product_id: s.shop.products['Rye Loaf'].id, location_id: bakehouse, minimum: 10 },
          { product_id: s.shop.products.Brioche.id, location_id: bakehouse, minimum: 2 },
        ],
      })
      .expect(200);
    await s.stockIn('Kefir', 4, { lot_code: 'K-OLD', expiry_date: '2020-01-01' });
    await s.stockIn('Kefir', 3, { lot_code: 'K-NEW', expiry_date: '2099-12-31' });
    await settled(s.t);
  });

  it('sends the exact number by default, as the spec has it, with the stock in words beside it', async () => {
    const answer = await products();
    expect(answer.portal_stock).toBe('exact');
    const listed = byName(answer.products);
    const shown = (name: string) => [listed[name].available, listed[name].availability];
    expect(shown('Rye Loaf')).toEqual([8, 'low']);
    expect(shown('Baguette')).toEqual([3, 'low']);
    expect(shown('Brioche')).toEqual([4, 'in_stock']);
    expect(shown('Spelt Flour')).toEqual([50, 'in_stock']);
    expect(shown('Croissant')).toEqual([0, 'out_of_stock']);
    expect(shown('Kefir')).toEqual([3, 'low']);
  });

  it('never sends a number of stock once the provider shows it in words', async () => {
    await s.settings({ portal_stock: 'words' });
    const answer = await products();
    expect(answer.portal_stock).toBe('words');
    const listed = byName(answer.products);
    expect(
      Object.fromEntries(
        Object.entries(listed).map(([name, p]) => [name, [p.available, p.availability]]),
      ),
    ).toEqual({
      'Rye Loaf': [null, 'low'],
      Baguette: [null, 'low'],
      Brioche: [null, 'in_stock'],
      'Spelt Flour': [null, 'in_stock'],
      Croissant: [null, 'out_of_stock'],
      Kefir: [null, 'low'],
    });
    // The only numbers left in the whole answer are prices, and how many products are listed.
    for (const where of numbersIn(answer))
      expect(where).toMatch(/^(total|products\.\d+\.(price|prices\.\d+\.price))$/);
  });

  it('refuses a quantity above the stock naming the line, without the stock number in words', async () => {
    await s.settings({ portal_stock: 'words' });
    const refused = await portalOrder({ 'Spelt Flour': 2, 'Rye Loaf': 9 }).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      error: 'Rye Loaf: not enough in stock for 9. Order fewer.',
      message: 'Rye Loaf: not enough in stock for 9. Order fewer.',
      code: 'NOT_ENOUGH_STOCK',
      product_id: s.shop.products['Rye Loaf'].id,
      breaches: [
        {
          rule: 'not_enough_stock',
          product_id: s.shop.products['Rye Loaf'].id,
          message: 'Rye Loaf: not enough in stock for 9. Order fewer.',
        },
      ],
    });
    // Kefir's expired units are not the client's to know of either.
    const kefir = await portalOrder({ Kefir: 5 }).expect(409);
    expect(kefir.body.message).toBe('Kefir: not enough in stock for 5. Order fewer.');
    expect(kefir.body.product_id).toBe(s.shop.products.Kefir.id);
    // Nothing was taken; what there is may still be ordered.
    expect(await s.cell('Rye Loaf')).toEqual([8, 0]);
    await portalOrder({ 'Rye Loaf': 8 }).expect(201);
    await s.stockIn('Rye Loaf', 8);
  });

  it("names the line and keeps the spec's message with its number when the stock is exact", async () => {
    await s.settings({ portal_stock: 'exact' });
    const refused = await portalOrder({ Baguette: 4 }).expect(409);
    expect(refused.body).toMatchObject({
      message: 'Not enough stock of Baguette: 3 available.',
      code: 'NOT_ENOUGH_STOCK',
      product_id: s.shop.products.Baguette.id,
    });
    // A member's own order is answered as it always was.
    const staff = await placeOrder(s.t, s.owner, {
      providerId: s.owner.providerId,
      clientId: deli().id,
      locationId: s.shop.locations.Bakehouse.id,
      transaction_type: 'ORDER',
      products: [{ id: s.shop.products.Baguette.id, quantity: 4 }],
    }).expect(409);
    expect(staff.body.message).toBe('Not enough stock of Baguette: 3 available.');
    expect(staff.body.product_id).toBeUndefined();
  });

  it("gives the supplier's phone in the portal's shop, and none once cleared", async () => {
    const shopOf = async () =>
      (await s.http().get(`/api/client/${deli().key}/provider_client`).expect(200)).body
        .providerClients[0].shop;
    expect((await shopOf()).phone).toBeNull();
    await s.settings({ contact_phone: ' +44 1904 555 010 ' });
    expect(await shopOf()).toMatchObject({ phone: '+44 1904 555 010' });
    await s.settings({ contact_phone: null });
    expect((await shopOf()).phone).toBeNull();
    await s.settings({ contact_phone: '+44 1904 555 010' });
  });

  it("gives a key of another provider's client nothing of this provider's stock or phone", async () => {
    await s.settings({ portal_stock: 'exact', contact_phone: '+44 1904 555 010' });
    const stranger = await signUp(s.t);
    const { clients } = await openShop(s.t, stranger, { clients: ['Cafe'] });
    const cafe = clients.Cafe.key;
    const refused = await s
      .http()
      .get(`/api/client/${cafe}/products?provider_id=${s.owner.providerId}`)
      .expect(404);
    expect(JSON.stringify(refused.body)).not.toMatch(/Rye|available/);
    const links = (await s.http().get(`/api/client/${cafe}/provider_client`).expect(200)).body;
    expect(JSON.stringify(links)).not.toContain('1904');
    // Nor an unknown key, nor a malformed provider id.
    const unknown = await s
      .http()
      .get(`/api/client/${randomUUID()}/products?provider_id=${s.owner.providerId}`);
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    const bad = await s.http().get(`/api/client/${deli().key}/products?provider_id=%00`);
    expect(bad.status).toBe(400);
  });
});
