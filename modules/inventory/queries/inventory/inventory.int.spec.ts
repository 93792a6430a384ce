import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';
import { openShop, placeOrder } from '../../../../apps/api/testing/shop';

describe('inventory read model: inventory, stock at a location, a product stock', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let main: { id: string };
  let annex: { id: string };
  let apple: { id: string };
  let client: { id: string };
  let sizeField: string;
  const as = (who: SignedUp) => asMember(t, who);
  const place = (order: object) =>
    placeOrder(t, owner, { providerId: owner.providerId, ...order }).expect(201);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    other = await signUp(t);
    sizeField = (
      await as(owner)
        .post(`/api/provider/${owner.providerId}/metadata/fields`)
        .send({
          entity_type: 'PRODUCTS',
          field_label: 'Size',
          field_type: 'SELECT',
          field_options: ['S', 'L'],
        })
        .expect(201)
    ).body.field.id;
    const shop = await openShop(t, owner, {
      locations: ['Main', 'Annex'],
      products: { Apple: { price: 2, metadata: { [sizeField]: 'L' } } },
      clients: ['Deli'],
    });
    ({ Main: main, Annex: annex } = shop.locations);
    apple = shop.products.Apple;
    client = shop.clients.Deli;
  });
  afterAll(() => t.close());

  it('shows current, committed and total per product and location as orders and movements move them', async () => {
    await place({
      locationId: main.id,
      transaction_type: 'IN',
      products: [{ id: apple.id, quantity: 10 }],
    });
    await place({
      locationId: annex.id,
      transaction_type: 'IN',
      products: [{ id: apple.id, quantity: 4 }],
    });
    await place({
      locationId: main.id,
      clientId: client.id,
      transaction_type: 'ORDER',
      products: [{ id: apple.id, quantity: 3 }],
    });
    await place({
      locationId: annex.id,
      transaction_type: 'ADJUST',
      products: [{ id: apple.id, quantity: -1 }],
    });

    const { inventory } = (
      await as(owner).get(`/api/provider/${owner.providerId}/inventory`).expect(200)
    ).body;
    const at = (locationId: string) =>
      inventory.find((row: { location_id: string }) => row.location_id === locationId);
    expect(at(main.id)).toEqual({
      product_id: apple.id,
      product_name: 'Apple',
      product_photo: null,
      location_id: main.id,
      current_stock: 7,
      committed_stock: 3,
      total_stock: 10,
      in_transit_stock: 0,
      metadata: { [sizeField]: { value: 'L' } },
    });
    expect(at(annex.id)).toMatchObject({ current_stock: 3, committed_stock: 0, total_stock: 3 });

    const stock = (
      await as(owner)
        .get(`/api/provider/${owner.providerId}/stock?location_id=${main.id}`)
        .expect(200)
    ).body;
    expect(stock).toEqual({ stock: [{ product_id: apple.id, current_stock: 7 }] });
    const productStock = (
      await as(owner).get(`/api/provider/${owner.providerId}/product/${apple.id}/stock`).expect(200)
    ).body.stock;
    expect(productStock).toEqual([
      {
        location_id: annex.id,
        location_name: 'Annex',
        current_stock: 3,
        committed_stock: 0,
        in_transit_stock: 0,
      },
      {
        location_id: main.id,
        location_name: 'Main',
        current_stock: 7,
        committed_stock: 3,
        in_transit_stock: 0,
      },
    ]);
  });

  it('pages the grid by products, by name, with the number of products as the total', async () => {
    const base = `/api/provider/${owner.providerId}`;
    await as(owner).post(`${base}/product`).send({ name: 'Zucchini', price: 1 }).expect(201);
    const first = (await as(owner).get(`${base}/inventory?limit=1&offset=0`).expect(200)).body;
    expect(first.pagination).toEqual({ total: 2 });
    expect(
      new Set(first.inventory.map((row: { product_name: string }) => row.product_name)),
    ).toEqual(new Set(['Apple']));
    expect(first.products.map((p: { name: string }) => p.name)).toEqual(['Apple']);
    const second = (await as(owner).get(`${base}/inventory?limit=1&offset=1`).expect(200)).body;
    // Zucchini has no stock recorded: its page holds no cells but names the product.
    expect(second).toMatchObject({
      inventory: [],
      products: [{ name: 'Zucchini', active: true, photo: null, thumbnail: null, metadata: {} }],
      pagination: { total: 2 },
    });
    await as(owner).get(`${base}/inventory?limit=0`).expect(400);
    for (const offset of ['99999999999999999999', '1e20'])
      expect(
        (await as(owner).get(`${base}/inventory?limit=1&offset=${offset}`).expect(400)).body
          .message,
      ).toMatch(/^offset must be a whole number/);
  });

  it('filters a page of the grid by custom values, counting only the products that match', async () => {
    const base = `/api/provider/${owner.providerId}`;
    const page = (filter: unknown) =>
      as(owner).get(
        `${base}/inventory?limit=50&metadata=${encodeURIComponent(typeof filter === 'string' ? filter : JSON.stringify(filter))}`,
      );
    const filtered = (await page({ [sizeField]: 'L' }).expect(200)).body;
    expect(filtered.products.map((p: { name: string }) => p.name)).toEqual(['Apple']);
    expect(filtered.pagination).toEqual({ total: 1 });
    expect(filtered.inventory.length).toBeGreaterThan(0);
    expect(
      filtered.inventory.every((row: { product_name: string }) => row.product_name === 'Apple'),
    ).toBe(true);
    expect((await page({ [sizeField]: 'XS' }).expect(200)).body).toEqual({
      inventory: [],
      products: [],
      pagination: { total: 0 },
    });
    for (const bad of ['[1]', 'not json', { size: 'L' }, { [sizeField]: { $ne: 1 } }])
      expect((await page(bad).expect(400)).body.message).toBe(
        'metadata must be a JSON object of custom field id to value',
      );
  });

  it('refuses hostile JSON in the metadata filter with a 400 naming it, as in a JSON body', async () => {
    const page = (text: string) =>
      as(owner).get(
        `/api/provider/${owner.providerId}/inventory?limit=50&metadata=${encodeURIComponent(text)}`,
      );
    const refusal = async (text: string) => (await page(text).expect(400)).body.message;
    expect(await refusal(`{"${sizeField}":"x\\u0000"}`)).toBe(
      `query.metadata.${sizeField} contains a NUL character (\\u0000).`,
    );
    expect(await refusal(`{"${sizeField}":"\\ud800"}`)).toBe(
      `query.metadata.${sizeField} contains an unpaired UTF-16 surrogate.`,
    );
    expect(await refusal(`{"${sizeField}":${'['.repeat(40)}${']'.repeat(40)}}`)).toBe(
      'query.metadata is nested more than 32 levels deep.',
    );
    expect(await refusal('{"__proto__":{"polluted":true}}')).toBe(
      'query.metadata.__proto__ is not a field any request takes.',
    );
    await page(JSON.stringify({ [sizeField]: 'L' })).expect(200);
  });

  it('asks for the location of a stock list, and shows another provider nothing', async () => {
    expect(
      (await as(owner).get(`/api/provider/${owner.providerId}/stock`).expect(400)).body.message,
    ).toBe('location_id is required: the location whose stock to list');
    expect(
      (await as(other).get(`/api/provider/${other.providerId}/inventory`).expect(200)).body,
    ).toEqual({ inventory: [] });
    expect(
      (
        await as(other)
          .get(`/api/provider/${other.providerId}/stock?location_id=${main.id}`)
          .expect(200)
      ).body,
    ).toEqual({ stock: [] });
    await as(other).get(`/api/provider/${owner.providerId}/inventory`).expect(403);
  });
});
