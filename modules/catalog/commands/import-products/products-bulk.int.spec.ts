import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';

describe('products CSV import and export', () => {
  let t: TestApp;
  let a: SignedUp;
  let b: SignedUp;
  const as = (who: SignedUp) => asMember(t, who);
  const csv = (who: SignedUp, path: string, text: string) =>
    as(who).post(path).set('Content-Type', 'text/csv').send(text);

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUp(t);
    b = await signUp(t);
    await as(a)
      .post(`/api/provider/${a.providerId}/metadata/fields`)
      .send({
        entity_type: 'PRODUCTS',
        field_label: 'Origin',
        field_type: 'SELECT',
        field_options: ['Spain', 'Chile'],
      })
      .expect(201);
  });
  afterAll(() => t.close());

  const file =
    'name,price,active,Origin\nLemon,1.20,true,Spain\n"Lime, green",abc,,Chile\nOrange,2,no,Mars\n';

  it('previews every bad line on a dry run and writes nothing', async () => {
    const res = await csv(
      a,
      `/api/provider/${a.providerId}/products/import?dry_run=true`,
      file,
    ).expect(201);
    expect(res.body).toEqual({
      total: 3,
      valid: 1,
      imported: 0,
      errors: [
        { line: 3, message: 'A price is required for a product.' },
        { line: 4, message: 'Origin must be one of: Spain, Chile.' },
      ],
    });
    const list = await as(a).get(`/api/provider/${a.providerId}/products`).expect(200);
    expect(list.body.pagination.total).toBe(0);
  });

  it('refuses a real import with a bad line, writing nothing', async () => {
    const res = await csv(
      a,
      `/api/provider/${a.providerId}/products/import?dry_run=false`,
      file,
    ).expect(400);
    expect(res.body.message).toBe('The file has 2 line(s) with errors; nothing was imported.');
    expect(res.body.errors).toHaveLength(2);
    expect(
      (await as(a).get(`/api/provider/${a.providerId}/products`).expect(200)).body.pagination.total,
    ).toBe(0);
  });

  it('imports a clean file, exports it, and updates by id on re-import', async () => {
    const clean = 'Name,Price,Active,origin\nLemon,1.20,true,Spain\n"Lime, green",0.5,no,Chile\n';
    const res = await csv(
      a,
      `/api/provider/${a.providerId}/products/import?dry_run=false`,
      clean,
    ).expect(201);
    expect(res.body).toMatchObject({ total: 2, valid: 2, imported: 2, errors: [] });
    const exported = await as(a)
      .get(`/api/provider/${a.providerId}/products/export.csv`)
      .expect(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,name,price,active,sku,barcode,track_lots,min_quantity,case_pack,Origin',
    );
    expect(lines.slice(1).map((l) => l.replace(/^[0-9a-f-]{36},/, ''))).toEqual([
      'Lemon,1.20,true,,,false,,,Spain',
      '"Lime, green",0.50,false,,,false,,,Chile',
    ]);
    const lemonId = lines[1].slice(0, 36);
    await csv(
      a,
      `/api/provider/${a.providerId}/products/import?dry_run=false`,
      `id,name,price\n${lemonId},Lemon XL,1.5\n`,
    ).expect(201);
    const lemon = await as(a).get(`/api/provider/${a.providerId}/product/${lemonId}`).expect(200);
    expect(lemon.body.product).toMatchObject({ name: 'Lemon XL', price: 1.5 });
    expect(Object.values(lemon.body.product.metadata)).toEqual(['Spain']);
  });

  it('imports and exports SKUs and barcodes, and names a SKU or barcode another product has', async () => {
    const c = await signUp(t);
    const path = `/api/provider/${c.providerId}/products/import?dry_run=false`;
    await csv(c, path, 'name,price,sku,barcode\nKiwi,1,KW-1,8412345678905\nFig,2,fg-2,\n').expect(
      201,
    );
    const exported = (
      await as(c).get(`/api/provider/${c.providerId}/products/export.csv`).expect(200)
    ).text;
    expect(exported).toContain(',Kiwi,1.00,true,KW-1,8412345678905');
    const clash = await csv(
      c,
      path,
      'name,price,sku,barcode\nPlum,1,kw-1,\nDate,1,D-1,8412345678905\nPear,1,P-1,\nQuince,1,p-1,\n',
    ).expect(400);
    expect(clash.body.errors).toEqual([
      { line: 2, message: 'Another product already has the SKU kw-1.' },
      { line: 3, message: 'Another product already has the barcode 8412345678905.' },
      { line: 5, message: 'Another product already has the SKU p-1.' },
    ]);
    // A file without the columns leaves the codes as they are.
    const kiwi = exported
      .split('\r\n')
      .find((line) => line.includes(',Kiwi,'))!
      .slice(0, 36);
    await csv(c, path, `id,name,price\n${kiwi},Kiwi gold,1\n`).expect(201);
    const product = await as(c).get(`/api/provider/${c.providerId}/product/${kiwi}`).expect(200);
    expect(product.body.product).toMatchObject({ name: 'Kiwi gold', sku: 'KW-1' });
  });

  it('imports and exports track_lots; a file without the column, or a blank cell, leaves it as it is', async () => {
    const c = await signUp(t);
    const path = `/api/provider/${c.providerId}/products/import?dry_run=false`;
    const exported = async () =>
      (await as(c).get(`/api/provider/${c.providerId}/products/export.csv`).expect(200)).text;
    const tracks = async (id: string) =>
      (await as(c).get(`/api/provider/${c.providerId}/product/${id}`).expect(200)).body.product
        .track_lots ?? false;
    await csv(c, path, 'name,price,track_lots\nCurd,1,true\nWhey,1,\nTofu,1,no\n').expect(201);
    const first = await exported();
    const lines = first.trim().split('\r\n');
    expect(lines[0]).toBe('id,name,price,active,sku,barcode,track_lots,min_quantity,case_pack');
    expect(lines.slice(1).map((l) => l.slice(37))).toEqual([
      'Curd,1.00,true,,,true,,',
      'Tofu,1.00,true,,,false,,',
      'Whey,1.00,true,,,false,,',
    ]);
    const curd = lines[1].slice(0, 36);
    expect(await tracks(curd)).toBe(true);

    // A file of before (no column) and a blank cell leave it; a no turns it off.
    await csv(c, path, `id,name,price\n${curd},Curd,1\n`).expect(201);
    expect(await tracks(curd)).toBe(true);
    await csv(c, path, `id,name,price,track_lots\n${curd},Curd,1,\n`).expect(201);
    expect(await tracks(curd)).toBe(true);
    await csv(c, path, `id,name,price,track_lots\n${curd},Curd,1,false\n`).expect(201);
    expect(await tracks(curd)).toBe(false);
    // The export imports back as it is.
    await csv(c, path, first).expect(201);
    expect(await exported()).toBe(first);

    const bad = await csv(c, path, `id,name,price,track_lots\n${curd},Curd,1,maybe\n`).expect(400);
    expect(bad.body.errors).toEqual([{ line: 2, message: 'track_lots must be true or false' }]);
  });

  it('imports and exports the minimum order quantity and case pack; a file without the columns leaves them', async () => {
    const c = await signUp(t);
    const path = `/api/provider/${c.providerId}/products/import?dry_run=false`;
    const exported = async () =>
      (await as(c).get(`/api/provider/${c.providerId}/products/export.csv`).expect(200)).text;
    const rules = async (id: string) => {
      const { product } = (
        await as(c).get(`/api/provider/${c.providerId}/product/${id}`).expect(200)
      ).body;
      return [product.min_quantity, product.case_pack];
    };
    await csv(c, path, 'name,price,min_quantity,case_pack\nRye,4,6,6\nSpelt,7,,12\n').expect(201);
    const first = await exported();
    const lines = first.trim().split('\r\n');
    expect(lines.slice(1).map((l) => l.slice(37))).toEqual([
      'Rye,4.00,true,,,false,6,6',
      'Spelt,7.00,true,,,false,,12',
    ]);
    const rye = lines[1].slice(0, 36);
    expect(await rules(rye)).toEqual([6, 6]);
    // A file without the columns leaves them; a blank cell removes the rule.
    await csv(c, path, `id,name,price\n${rye},Rye,4\n`).expect(201);
    expect(await rules(rye)).toEqual([6, 6]);
    await csv(c, path, `id,name,price,min_quantity\n${rye},Rye,4,\n`).expect(201);
    expect(await rules(rye)).toEqual([null, 6]);
    // The export imports back as it was.
    await csv(c, path, first).expect(201);
    expect(await exported()).toBe(first);

    const bad = await csv(
      c,
      path,
      'name,price,min_quantity,case_pack\nA,1,0,\nB,1,2.5,\nC,1,,-6\nD,1,,1000001\nE,1,six,\n',
    ).expect(400);
    const minimum = 'min_quantity must be a whole number from 1 to 1,000,000, or null for none';
    const pack = 'case_pack must be a whole number from 1 to 1,000,000, or null for none';
    expect(bad.body.errors).toEqual([
      { line: 2, message: minimum },
      { line: 3, message: minimum },
      { line: 4, message: pack },
      { line: 5, message: pack },
      { line: 6, message: minimum },
    ]);
  });

  it("cannot update another provider's products through an id in the file", async () => {
    const theirs = (
      await as(b)
        .post(`/api/provider/${b.providerId}/product`)
        .send({ name: 'Theirs', price: 1 })
        .expect(201)
    ).body.product;
    const res = await csv(
      a,
      `/api/provider/${a.providerId}/products/import?dry_run=false`,
      `id,name,price\n${theirs.id},Mine,9\n`,
    ).expect(400);
    expect(res.body.errors).toEqual([{ line: 2, message: `No product with id ${theirs.id}` }]);
    expect(
      (await as(b).get(`/api/provider/${b.providerId}/product/${theirs.id}`).expect(200)).body
        .product.name,
    ).toBe('Theirs');
  });

  it('names an unknown column and a missing body', async () => {
    const res = await csv(
      a,
      `/api/provider/${a.providerId}/products/import`,
      'name,price,colour\nA,1,red\n',
    ).expect(201);
    expect(res.body.errors).toEqual([{ line: 1, message: 'Unknown column: colour' }]);
    const empty = await as(a).post(`/api/provider/${a.providerId}/products/import`).expect(400);
    expect(empty.body.message).toBe(
      'Send the CSV file as the request body (Content-Type: text/csv).',
    );
  });
  it('refuses a file of more than 50,000 rows with 413, writing nothing', async () => {
    const rows = Array.from({ length: 50_001 }, (_, i) => `P${i},1`).join('\n');
    const res = await csv(
      a,
      `/api/provider/${a.providerId}/products/import?dry_run=false`,
      `name,price\n${rows}\n`,
    ).expect(413);
    expect(res.body.message).toBe(
      'The file has more than 50,000 rows; import it in parts of at most 50,000 rows.',
    );
    expect(
      (await as(a).get(`/api/provider/${a.providerId}/products`).expect(200)).body.pagination.total,
    ).toBe(2);
  });

  it('refuses a cell over 2,000 characters, and reports a name over 200 on its line', async () => {
    const path = `/api/provider/${a.providerId}/products/import`;
    const huge = await csv(a, path, `name,price\nFig,1\n${'F'.repeat(2_001)},1\n`).expect(400);
    expect(huge.body.message).toBe('Line 3: a cell is longer than 2,000 characters');
    const long = await csv(a, path, `name,price\nFig,1\n${'F'.repeat(201)},1\n`).expect(201);
    expect(long.body.errors).toEqual([{ line: 3, message: 'name must be at most 200 characters' }]);
  });

  it('takes dry_run as true or false only', async () => {
    const res = await csv(
      a,
      `/api/provider/${a.providerId}/products/import?dry_run=maybe`,
      'name,price\nFig,1\n',
    ).expect(400);
    expect(res.body.message).toBe('dry_run must be true or false');
  });
});
