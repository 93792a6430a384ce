import { randomUUID } from 'node:crypto';
import { shopApp } from '../../../../apps/api/testing/shop';
import { Database } from '../../../platform';

interface Answer {
  total: number;
  products: { name: string; sku: string | null; available: number | null }[];
}

describe('client portal: searching the catalog and reading it a page at a time', () => {
  const s = shopApp({
    locations: ['Bakehouse'],
    products: {
      'Rye Loaf': { price: 3.5, sku: 'BRD-100' },
      'Crème Brioche': { price: 2.8, sku: 'BRD-200' },
      'Spelt Flour': { price: 7.25, sku: 'FLR-300' },
      'Rye Flour': { price: 4, sku: 'FLR-400' },
      // Out of stock: in the whole catalog, not in a page of what can be ordered.
      'Rye Crackers': { price: 1.5, sku: 'SNK-500' },
    },
    clients: ['Corner Deli', 'Harbour Cafe'],
    stock: { 'Rye Loaf': 8, 'Crème Brioche': 4, 'Spelt Flour': 50, 'Rye Flour': 9 },
  });
  const key = () => s.shop.clients['Corner Deli'].key;
  const read = (query: string, clientKey = key()) =>
    s.http().get(`/api/client/${clientKey}/products?provider_id=${s.owner.providerId}${query}`);
  const names = (answer: Answer) => answer.products.map((p) => p.name).sort();

  it('finds the products holding every word typed, in the name or the SKU, case and accents aside', async () => {
    const rye = (await read('&search=RYE').expect(200)).body as Answer;
    expect(names(rye)).toEqual(['Rye Flour', 'Rye Loaf']);
    expect(rye.total).toBe(2);
    const creme = (await read('&search=creme').expect(200)).body as Answer;
    expect(names(creme)).toEqual(['Crème Brioche']);
    const words = (await read(`&search=${encodeURIComponent('flour flr-4')}`).expect(200))
      .body as Answer;
    expect(names(words)).toEqual(['Rye Flour']);
    const none = (await read('&search=bagel').expect(200)).body as Answer;
    expect(none).toMatchObject({ total: 0, products: [] });
  });

  it('pages what can be ordered, and counts it all in total', async () => {
    const whole = (await read('').expect(200)).body as Answer;
    // The whole catalog, the product out of stock included, as the New order page reads it.
    expect(whole.products).toHaveLength(5);
    expect(whole.total).toBe(4);
    const first = (await read('&limit=3').expect(200)).body as Answer;
    const rest = (await read('&limit=3&offset=3').expect(200)).body as Answer;
    expect(first.total).toBe(4);
    expect(first.products).toHaveLength(3);
    expect(rest.products).toHaveLength(1);
    const paged = [...first.products, ...rest.products];
    expect(paged.every((p) => (p.available ?? 0) > 0)).toBe(true);
    expect(paged.map((p) => p.name).sort()).toEqual(
      whole.products
        .filter((p) => (p.available ?? 0) > 0)
        .map((p) => p.name)
        .sort(),
    );
  });

  it('searches the catalog as it is now: a product renamed, withdrawn or added a moment ago', async () => {
    const found = async (search: string) =>
      names((await read(`&search=${encodeURIComponent(search)}`).expect(200)).body as Answer);
    const product = (name: string) => `${s.base}/product/${s.shop.products[name].id}`;
    // Searched once, so the names are kept in memory from here.
    expect(await found('spelt')).toEqual(['Spelt Flour']);
    await s.as().put(product('Spelt Flour')).send({ name: 'Einkorn Flour' }).expect(200);
    expect(await found('spelt')).toEqual([]);
    expect(await found('einkorn')).toEqual(['Einkorn Flour']);
    await s.as().put(product('Rye Flour')).send({ active: false }).expect(200);
    expect(await found('flour')).toEqual(['Einkorn Flour']);
    await s.as().put(product('Rye Flour')).send({ active: true }).expect(200);
    expect(await found('flour')).toEqual(['Einkorn Flour', 'Rye Flour']);
    // A change written straight to the table (a migration, a bulk import) is seen as well.
    await s.t.app
      .get(Database)
      .query(`UPDATE catalog_products SET name = 'Spelt Flour' WHERE id = $1`, [
        s.shop.products['Spelt Flour'].id,
      ]);
    expect(await found('spelt')).toEqual(['Spelt Flour']);
    // In the catalog's order (by name, case and accents aside), a page as the whole list has it.
    const page = (await read('&search=r&limit=60').expect(200)).body as Answer;
    expect(page.products.map((p) => p.name)).toEqual([
      'Crème Brioche',
      'Rye Flour',
      'Rye Loaf',
      'Spelt Flour',
    ]);
  });

  it('refuses a search or a page it cannot read, naming it', async () => {
    const cases: [string, RegExp][] = [
      ['&search=%00rye', /search contains a NUL character/],
      ['&search=rye&search=loaf', /search must be text/],
      [`&search=${'a'.repeat(5000)}`, /search/],
      ['&limit=0', /limit/],
      ['&limit=abc', /limit/],
      ['&limit=99999999999999999999', /limit/],
      ['&offset=-1', /offset/],
    ];
    for (const [query, message] of cases) {
      const res = await read(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.message).toMatch(message);
    }
  });

  it("searches only the link's own client at its provider", async () => {
    await read('&search=rye', randomUUID()).expect(404);
    const other = await s
      .http()
      .get(`/api/client/${key()}/products?provider_id=${randomUUID()}&search=rye`);
    expect([403, 404]).toContain(other.status);
  });
});
