import { joinTeam, type SignedUp, signUp } from '../../apps/api/testing/create-test-app';
import { shopApp } from '../../apps/api/testing/shop';

interface Supplier {
  id: string;
  name: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  currency: string;
  lead_time_days: number;
  payment_terms: string | null;
  notes: string | null;
  active: boolean;
  price_count: number;
}
interface Price {
  supplier: { id: string; name: string; currency: string };
  product: { id: string; name: string; sku: string | null };
  supplier_sku: string | null;
  unit_price: string;
  currency: string;
  pack_size: number;
  min_order_quantity: number;
  preferred: boolean;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000001';

describe('suppliers and their prices per product', () => {
  const s = shopApp({
    products: {
      'Rye Flour': { price: 3, sku: 'RYE-1' },
      Yeast: { price: 1, sku: 'YST-1' },
      Salt: 0.5,
    },
    beforeShop: (app) => app.settings({ currency: 'EUR' }),
  });
  const suppliers = () => `${s.base}/suppliers`;
  const create = (body: object, who?: SignedUp) => s.as(who).post(suppliers()).send(body);
  const made = async (body: object) => (await create(body).expect(201)).body.supplier as Supplier;
  const setPrice = (supplierId: string, productId: string, body: object, who?: SignedUp) =>
    s.as(who).put(`${suppliers()}/${supplierId}/prices/${productId}`).send(body);
  const productSuppliers = async (productId: string) =>
    (await s.as().get(`${s.base}/products/${productId}/suppliers`).expect(200)).body
      .prices as Price[];
  const csv = (path: string, text: string, dryRun: boolean, who?: SignedUp) =>
    s
      .as(who)
      .post(`${s.base}/${path}?dry_run=${dryRun}`)
      .set('Content-Type', 'text/csv')
      .send(text);
  const product = (name: string) => s.shop.products[name].id;

  it('creates a supplier in the provider’s currency by default, and reads it back', async () => {
    const supplier = await made({
      name: '  Millstone Flour  ',
      contact_name: 'Ana Ruiz',
      email: 'ana@millstone.test',
      phone: '+34 91 123 45 67',
      lead_time_days: 10,
      payment_terms: 'NET_30',
      notes: 'Delivers on Tuesdays',
    });
    expect(supplier).toMatchObject({
      name: 'Millstone Flour',
      currency: 'EUR',
      lead_time_days: 10,
      payment_terms: 'NET_30',
      active: true,
      price_count: 0,
    });
    const read = await s.as().get(`${suppliers()}/${supplier.id}`).expect(200);
    expect(read.body.supplier).toEqual(supplier);
  });

  it('refuses a second supplier of the same name whatever its case, with a 409', async () => {
    await made({ name: 'Salt Works', currency: 'gbp' });
    const again = await create({ name: 'SALT works' }).expect(409);
    expect(again.body.message).toBe(
      'Another supplier is already named "SALT works": name must be unique.',
    );
  });

  it('changes a supplier, archives it out of the list, and lists it again when asked', async () => {
    const supplier = await made({ name: 'Yeast & Co', lead_time_days: 3 });
    const changed = await s
      .as()
      .put(`${suppliers()}/${supplier.id}`)
      .send({ lead_time_days: 5, phone: null, active: false })
      .expect(200);
    expect(changed.body.supplier).toMatchObject({ name: 'Yeast & Co', lead_time_days: 5 });
    const listed = await s.as().get(`${suppliers()}?search=yeast`).expect(200);
    expect(listed.body).toEqual({ suppliers: [], total: 0 });
    const all = await s.as().get(`${suppliers()}?search=yeast&include_archived=true`).expect(200);
    expect(all.body.suppliers.map((x: Supplier) => x.name)).toEqual(['Yeast & Co']);
    expect(all.body.total).toBe(1);
  });

  it('lists suppliers by name, a page at a time, with the total', async () => {
    const page = await s.as().get(`${suppliers()}?limit=1&offset=1`).expect(200);
    expect(page.body.total).toBe(2);
    expect(page.body.suppliers.map((x: Supplier) => x.name)).toEqual(['Salt Works']);
  });

  it('renaming onto another supplier’s name is a 409', async () => {
    const {
      suppliers: [first],
    } = (await s.as().get(suppliers()).expect(200)).body;
    await s.as().put(`${suppliers()}/${first.id}`).send({ name: 'salt works' }).expect(409);
  });

  it('sets a supplier’s price per product in its currency and lists it both ways', async () => {
    const supplier = await made({ name: 'Grain Direct', currency: 'USD' });
    const set = await setPrice(supplier.id, product('Rye Flour'), {
      unit_price: '12.5',
      supplier_sku: ' GD-RYE ',
      pack_size: 10,
      min_order_quantity: 30,
    }).expect(200);
    expect(set.body.price).toMatchObject({
      supplier: { id: supplier.id, name: 'Grain Direct' },
      product: { name: 'Rye Flour', sku: 'RYE-1' },
      supplier_sku: 'GD-RYE',
      unit_price: '12.50',
      currency: 'USD',
      pack_size: 10,
      min_order_quantity: 30,
      preferred: false,
    });
    // Set again: replaced whole, the minimum back to one pack.
    await setPrice(supplier.id, product('Rye Flour'), { unit_price: 11, pack_size: 5 }).expect(200);
    const listed = await s.as().get(`${suppliers()}/${supplier.id}/prices`).expect(200);
    expect(listed.body.total).toBe(1);
    expect(listed.body.prices[0]).toMatchObject({
      unit_price: '11.00',
      pack_size: 5,
      min_order_quantity: 5,
      supplier_sku: null,
    });
    expect((await productSuppliers(product('Rye Flour'))).map((p) => p.supplier.name)).toEqual([
      'Grain Direct',
    ]);
    const read = await s.as().get(`${suppliers()}/${supplier.id}`).expect(200);
    expect(read.body.supplier.price_count).toBe(1);
  });

  it('finds a supplier’s prices by product name or SKU', async () => {
    const supplier = await made({ name: 'Bakers Wholesale' });
    await setPrice(supplier.id, product('Rye Flour'), { unit_price: 3 }).expect(200);
    await setPrice(supplier.id, product('Yeast'), { unit_price: 1 }).expect(200);
    const names = async (search: string) =>
      (
        await s.as().get(`${suppliers()}/${supplier.id}/prices?search=${search}`).expect(200)
      ).body.prices.map((p: Price) => p.product.name);
    expect(await names('')).toEqual(['Rye Flour', 'Yeast']);
    expect(await names('yea')).toEqual(['Yeast']);
    expect(await names('rye-1')).toEqual(['Rye Flour']);
  });

  it('keeps one preferred supplier per product: setting it on one clears the others', async () => {
    const a = await made({ name: 'Preferred A' });
    const b = await made({ name: 'Preferred B' });
    await setPrice(a.id, product('Salt'), { unit_price: 1, preferred: true }).expect(200);
    await setPrice(b.id, product('Salt'), { unit_price: 0.9, preferred: true }).expect(200);
    const prices = await productSuppliers(product('Salt'));
    expect(prices.map((p) => [p.supplier.name, p.preferred])).toEqual([
      ['Preferred B', true],
      ['Preferred A', false],
    ]);
    // At once, from both sides: still one.
    await Promise.all([
      setPrice(a.id, product('Salt'), { unit_price: 1, preferred: true }).expect(200),
      setPrice(b.id, product('Salt'), { unit_price: 0.9, preferred: true }).expect(200),
    ]);
    expect((await productSuppliers(product('Salt'))).filter((p) => p.preferred)).toHaveLength(1);
  });

  it('removes a price; removing it again is a 404', async () => {
    const supplier = await made({ name: 'Short Lived' });
    await setPrice(supplier.id, product('Yeast'), { unit_price: 2 }).expect(200);
    const path = `${suppliers()}/${supplier.id}/prices/${product('Yeast')}`;
    await s.as().delete(path).expect(204);
    await s.as().delete(path).expect(404);
    expect((await productSuppliers(product('Yeast'))).map((p) => p.supplier.name)).not.toContain(
      'Short Lived',
    );
  });

  it('refuses bad input with a 400 naming the field and the rule', async () => {
    const supplier = await made({ name: 'Strict Supplier' });
    const refusals: [object, RegExp][] = [
      [{ name: null }, /^name is required/],
      [{ name: 'x'.repeat(201) }, /^name must be at most 200 characters/],
      [{ name: '   ' }, /^name is required/],
      [{ name: 'A', email: 'not-an-email' }, /^email must be a valid email address/],
      [{ name: 'A', phone: 'ring ring' }, /^phone must be a phone number/],
      [{ name: 'A', currency: 'EURO' }, /^currency must be an ISO 4217 code/],
      [{ name: 'A', lead_time_days: 366 }, /^lead_time_days must be a whole number/],
      [{ name: 'A', lead_time_days: 1e300 }, /^lead_time_days must be a whole number/],
      [{ name: 'A', lead_time_days: 2.5 }, /^lead_time_days must be a whole number/],
      [{ name: 'A', payment_terms: 'NET_90' }, /^payment_terms must be PREPAID, NET_15/],
      [{ name: 'A', notes: 'n'.repeat(2001) }, /^notes must be at most 2,000 characters/],
      [{ name: 'A', active: null }, /^active must be true or false/],
      [{ name: 'A', contact_name: 'c'.repeat(100_000) }, /^contact_name must be at most 200/],
    ];
    for (const [body, message] of refusals) {
      const res = await create(body).expect(400);
      expect([body, res.body.message]).toEqual([body, expect.stringMatching(message)]);
    }
    const nul = await create({ name: 'Bad\u0000Name' });
    expect(nul.status).toBe(400);
    const surrogate = await create({ name: 'Bad\ud800Name' });
    expect(surrogate.status).toBe(400);

    const prices: [object, RegExp][] = [
      [{}, /^unit_price must be an amount/],
      [{ unit_price: -1 }, /^unit_price must be an amount/],
      [{ unit_price: '1.234' }, /^unit_price must be an amount/],
      [{ unit_price: 1e20 }, /^unit_price must be an amount/],
      [{ unit_price: null }, /^unit_price must be an amount/],
      [{ unit_price: 1, pack_size: 0 }, /^pack_size must be a whole number/],
      [{ unit_price: 1, pack_size: 1e12 }, /^pack_size must be a whole number/],
      [{ unit_price: 1, pack_size: null }, /^pack_size must be a whole number/],
      [
        { unit_price: 1, pack_size: 12, min_order_quantity: 30 },
        /^min_order_quantity must be a multiple of pack_size \(12 units a pack\)/,
      ],
      [{ unit_price: 1, preferred: 'yes' }, /^preferred must be true or false/],
      [{ unit_price: 1, supplier_sku: 's'.repeat(101) }, /^supplier_sku must be at most 100/],
    ];
    for (const [body, message] of prices) {
      const res = await setPrice(supplier.id, product('Salt'), body).expect(400);
      expect([body, res.body.message]).toEqual([body, expect.stringMatching(message)]);
    }
    await s.as().get(`${suppliers()}?limit=0`).expect(400);
    await s
      .as()
      .get(`${suppliers()}?search=${'s'.repeat(101)}`)
      .expect(400);
  });

  it('answers 404 for an unknown supplier or product, and for another provider’s', async () => {
    const supplier = await made({ name: 'Mine Only' });
    const other = await signUp(s.t);
    const otherBase = `/api/provider/${other.providerId}`;
    const theirs = await s
      .as(other)
      .post(`${otherBase}/suppliers`)
      .send({ name: 'Their Supplier' })
      .expect(201);
    const theirProduct = await s
      .as(other)
      .post(`${otherBase}/product`)
      .send({ name: 'Their Flour', price: 2 })
      .expect(201);
    const theirId = theirs.body.supplier.id;
    await s.as().get(`${suppliers()}/${theirId}`).expect(404);
    await s.as().get(`${suppliers()}/${UNKNOWN}`).expect(404);
    await s.as().put(`${suppliers()}/${theirId}`).send({ name: 'Taken over' }).expect(404);
    await setPrice(theirId, product('Salt'), { unit_price: 1 }).expect(404);
    await s.as().get(`${suppliers()}/${theirId}/prices`).expect(404);
    const foreign = await setPrice(supplier.id, theirProduct.body.product.id, { unit_price: 1 });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'No such product.']);
    await s.as().get(`${s.base}/products/${theirProduct.body.product.id}/suppliers`).expect(404);
    // Their own provider's paths are theirs alone.
    await s.as().get(`${otherBase}/suppliers`).expect(403);
  });

  it('exports suppliers and prices as CSV that imports back unchanged', async () => {
    const exported = await s.as().get(`${suppliers()}/export`).expect(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const text = exported.text;
    expect(text.split('\r\n')[0]).toBe(
      'name,contact_name,email,phone,currency,lead_time_days,payment_terms,notes,active',
    );
    // The phone starts as a formula would: written with a quote before it, read back without.
    expect(text).toContain("Millstone Flour,Ana Ruiz,ana@millstone.test,'+34 91 123 45 67,EUR");
    const everyone = async () => {
      const { body } = await s.as().get(`${suppliers()}?include_archived=true&limit=100`);
      return {
        total: body.total,
        suppliers: body.suppliers.map(({ updated_at, ...rest }: { updated_at: string }) => rest),
      };
    };
    const before = await everyone();
    const back = await csv('suppliers/import', text, false).expect(201);
    expect(back.body).toMatchObject({ errors: [], imported: before.total });
    expect(await everyone()).toEqual(before);

    const prices = await s.as().get(`${s.base}/supplier-prices/export`).expect(200);
    expect(prices.text.split('\r\n')[0]).toBe(
      'supplier,sku,product,supplier_sku,unit_price,currency,pack_size,min_order_quantity,preferred',
    );
    expect(prices.text).toContain('Grain Direct,RYE-1,Rye Flour,,11.00,USD,5,5,false');
    // Salt has no SKU: its lines cannot name it, and say so.
    const rows = prices.text.trim().split('\r\n');
    const withSku = [rows[0], ...rows.slice(1).filter((row) => !/,,Salt,/.test(row))].join('\r\n');
    const pricesBack = await csv('supplier-prices/import', withSku, false).expect(201);
    expect(pricesBack.body.errors).toEqual([]);
    const again = await s.as().get(`${s.base}/supplier-prices/export`).expect(200);
    expect(again.text).toBe(prices.text);
  });

  it('checks a file in a dry run and writes nothing; a real import with a bad line writes nothing', async () => {
    const file = [
      'name,currency,lead_time_days,payment_terms,active',
      'Dry Run Mill,EUR,7,net 15,yes',
      'Dry Run Mill,EUR,7,,',
      'Bad Lead,EUR,400,,',
      'Bad Terms,EUR,1,NET_90,',
      ',EUR,1,,',
    ].join('\n');
    const dry = await csv('suppliers/import', file, true).expect(201);
    expect(dry.body).toMatchObject({ total: 5, valid: 1, imported: 0 });
    expect(dry.body.errors).toEqual([
      { line: 3, message: 'Line 2 already names the supplier Dry Run Mill.' },
      { line: 4, message: expect.stringMatching(/^lead_time_days must be a whole number/) },
      { line: 5, message: expect.stringMatching(/^payment_terms must be/) },
      { line: 6, message: expect.stringMatching(/^name is required/) },
    ]);
    const real = await csv('suppliers/import', file, false).expect(400);
    expect(real.body.errors).toHaveLength(4);
    const found = await s.as().get(`${suppliers()}?search=dry run`).expect(200);
    expect(found.body.total).toBe(0);

    const ok = await csv('suppliers/import', 'name,payment_terms\nDry Run Mill,net 15\n', false);
    expect(ok.status).toBe(201);
    const mill = (await s.as().get(`${suppliers()}?search=dry run`)).body.suppliers[0];
    expect(mill).toMatchObject({ currency: 'EUR', payment_terms: 'NET_15', lead_time_days: 0 });

    const prices = [
      'supplier,sku,unit_price,pack_size,min_order_quantity,preferred',
      'dry run mill,rye-1,2.00,6,12,true',
      'Nobody,RYE-1,2.00,,,',
      'Dry Run Mill,NOPE,2.00,,,',
      'Grain Direct,RYE-1,2.00,6,10,',
      'Grain Direct,RYE-1,2.00,,,',
      'Salt Works,RYE-1,1.00,,,true',
    ].join('\n');
    const checked = await csv('supplier-prices/import', prices, true).expect(201);
    expect(checked.body.errors).toEqual([
      { line: 3, message: 'No supplier named Nobody' },
      { line: 4, message: 'No product with SKU NOPE' },
      { line: 5, message: expect.stringMatching(/^min_order_quantity must be a multiple/) },
      {
        line: 7,
        message:
          'Line 2 already makes another supplier preferred for this product: a product has one preferred supplier.',
      },
    ]);
    expect(checked.body.valid).toBe(2);
    await csv('supplier-prices/import', prices, false).expect(400);
    const rye = await productSuppliers(product('Rye Flour'));
    expect(rye.map((p) => p.supplier.name)).not.toContain('Dry Run Mill');

    await csv('supplier-prices/import', prices.split('\n').slice(0, 2).join('\n'), false).expect(
      201,
    );
    const preferred = (await productSuppliers(product('Rye Flour'))).filter((p) => p.preferred);
    expect(preferred.map((p) => [p.supplier.name, p.pack_size, p.min_order_quantity])).toEqual([
      ['Dry Run Mill', 6, 12],
    ]);
  });

  it('refuses a file that is not CSV, or has no name column', async () => {
    await csv('suppliers/import', '', true).expect(400);
    const missing = await csv('suppliers/import', 'currency\nEUR\n', true).expect(201);
    expect(missing.body.errors).toEqual([{ line: 1, message: 'Missing column: name' }]);
  });

  it('lets auditors read suppliers and change nothing; a member denied inventory changes nothing', async () => {
    const auditor = await joinTeam(s.t, s.owner, 'auditor@suppliers.test', [
      'inventory:update',
      'orders:create',
    ]);
    const clerk = await joinTeam(s.t, s.owner, 'orders-only@suppliers.test', ['inventory:update']);
    const supplier = (await s.as().get(suppliers()).expect(200)).body.suppliers[0] as Supplier;
    const refusals = new Map([
      [auditor, 'Auditors have read-only access.'],
      [clerk, "You don't have permission to adjust inventory."],
    ]);
    for (const [who, refusal] of refusals) {
      await s.as(who).get(suppliers()).expect(200);
      await s.as(who).get(`${suppliers()}/${supplier.id}/prices`).expect(200);
      await s
        .as(who)
        .get(`${s.base}/products/${product('Salt')}/suppliers`)
        .expect(200);
      await s.as(who).get(`${suppliers()}/export`).expect(200);
      const refused = await create({ name: 'Not allowed' }, who).expect(403);
      expect(refused.body.message).toBe(refusal);
      await s.as(who).put(`${suppliers()}/${supplier.id}`).send({ notes: 'x' }).expect(403);
      await setPrice(supplier.id, product('Salt'), { unit_price: 1 }, who).expect(403);
      await s
        .as(who)
        .delete(`${suppliers()}/${supplier.id}/prices/${product('Salt')}`)
        .expect(403);
      await csv('suppliers/import', 'name\nNope\n', true, who).expect(403);
      await csv('supplier-prices/import', 'supplier,sku,unit_price\n', true, who).expect(403);
    }
  });
});
