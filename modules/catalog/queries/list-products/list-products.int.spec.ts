import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';
import { openShop } from '../../../../apps/api/testing/shop';

describe('GET products with a search (the Products list)', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  const list = (who: SignedUp, query: string) =>
    asMember(t, who).get(`/api/provider/${who.providerId}/products?${query}`);
  const names = async (search: string, extra = '') =>
    (
      await list(owner, `search=${encodeURIComponent(search)}${extra}`).expect(200)
    ).body.products.map((p: { name: string }) => p.name);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    other = await signUp(t);
    await openShop(t, owner, {
      products: {
        'Blue Widget': { price: 4, sku: 'BW-100' },
        'Red Widget': { price: 5, sku: 'RW-200' },
        'Widget Stand': 12,
        'Gear 50% off': 3,
        Bolt: 1,
      },
    });
    await asMember(t, owner)
      .post(`/api/provider/${owner.providerId}/product`)
      .send({ name: 'Scanned Crate', price: 9, barcode: '4006381333931' })
      .expect(201);
    await openShop(t, other, { products: { 'Blue Widget Copy': { price: 4, sku: 'BW-999' } } });
  });
  afterAll(() => t.close());

  it('finds products by a name holding the text, in any case, by name, counting only those', async () => {
    const body = (await list(owner, 'search=WIDGET').expect(200)).body;
    expect(body.products.map((p: { name: string }) => p.name)).toEqual([
      'Blue Widget',
      'Red Widget',
      'Widget Stand',
    ]);
    expect(body.pagination).toEqual({ total: 3 });
    // The page and the total are of the matches.
    const page = (await list(owner, 'search=widget&limit=2&offset=2').expect(200)).body;
    expect(page.products.map((p: { name: string }) => p.name)).toEqual(['Widget Stand']);
    expect(page.pagination).toEqual({ total: 3 });
  });

  it('finds a product by the start of its SKU or by its whole barcode', async () => {
    expect(await names('bw-1')).toEqual(['Blue Widget']);
    expect(await names('RW-200')).toEqual(['Red Widget']);
    expect(await names('4006381333931')).toEqual(['Scanned Crate']);
    // Part of a barcode is no barcode.
    expect(await names('40063813')).toEqual([]);
  });

  it('matches one or two characters at the start of names only', async () => {
    expect(await names('bo')).toEqual(['Bolt']);
    expect(await names('st')).toEqual([]);
  });

  it("takes LIKE's wildcards as plain characters", async () => {
    expect(await names('50%')).toEqual(['Gear 50% off']);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it('lists every product for a blank search', async () => {
    const body = (await list(owner, 'search=%20%20').expect(200)).body;
    expect(body.pagination).toEqual({ total: 6 });
  });

  it("never finds another provider's products", async () => {
    expect(await names('bw-999')).toEqual([]);
    expect(await names('copy')).toEqual([]);
    const theirs = (await list(other, 'search=widget').expect(200)).body;
    expect(theirs.products.map((p: { name: string }) => p.name)).toEqual(['Blue Widget Copy']);
  });

  it('refuses a search it cannot take with a 400 naming search', async () => {
    const long = await list(owner, `search=${'x'.repeat(101)}`).expect(400);
    expect(long.body.message).toBe('search must be at most 100 characters');
    const nul = await list(owner, 'search=a%00b').expect(400);
    expect(nul.body.message).toBe('query.search contains a NUL character (\\u0000).');
    const twice = await list(owner, 'search=a&search=b').expect(400);
    expect(twice.body.message).toBe('search must be text');
    // A URL cannot carry a lone surrogate: its bytes (%ED%A0%80) are no UTF-8, read as text
    // that finds nothing rather than an error.
    const surrogate = await list(owner, 'search=a%ED%A0%80b').expect(200);
    expect(surrogate.body).toEqual({ products: [], pagination: { total: 0 } });
  });
});
