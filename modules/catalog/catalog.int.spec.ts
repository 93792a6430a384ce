import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { Database, FILE_STORAGE, FileStorage } from '../platform';

const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();

describe('catalog API: custom fields, products and photos', () => {
  let t: TestApp;
  let a: SignedUp;
  let b: SignedUp;
  const http = () => request(t.app.getHttpServer());
  const as = (who: SignedUp) => asMember(t, who);
  /** Sends the request and expects a 400 with exactly this message. */
  const refused = async (sent: request.Test, message: string) =>
    expect((await sent.expect(400)).body.message).toBe(message);

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUp(t);
    b = await signUp(t);
  });
  afterAll(() => t.close());

  describe('custom fields', () => {
    it('creates fields of every type and lists them by entity type, then label', async () => {
      const base = `/api/provider/${a.providerId}/metadata/fields`;
      const created = await as(a)
        .post(base)
        .send({
          entity_type: 'PRODUCTS',
          field_label: 'size',
          field_type: 'SELECT',
          field_options: ['S', 'M', 'S'],
        })
        .expect(201);
      expect(created.body.field).toEqual({
        id: expect.any(String),
        entity_type: 'PRODUCTS',
        field_label: 'size',
        field_type: 'SELECT',
        field_options: ['S', 'M'],
        active: true,
        portal_filter: false,
      });
      for (const [entity_type, field_label, field_type] of [
        ['PRODUCTS', 'Batch Number', 'TEXT'],
        ['CLIENTS', 'Tier', 'NUMBER'],
        ['PRODUCTS', 'Expires', 'DATE'],
        ['PRODUCTS', 'Organic', 'BOOLEAN'],
      ]) {
        await as(a).post(base).send({ entity_type, field_label, field_type }).expect(201);
      }
      const list = await as(a).get(base).expect(200);
      expect(list.body.fields.map((f: { field_label: string }) => f.field_label)).toEqual([
        'Tier',
        'Batch Number',
        'Expires',
        'Organic',
        'size',
      ]);
      const products = await as(a).get(`${base}?entity_type=CLIENTS`).expect(200);
      expect(products.body.fields).toHaveLength(1);
    });

    it('refuses a missing label, an unknown type, and changing entity or field type', async () => {
      const base = `/api/provider/${a.providerId}/metadata/fields`;
      const noLabel = await as(a)
        .post(base)
        .send({ entity_type: 'PRODUCTS', field_label: '  ', field_type: 'TEXT' })
        .expect(400);
      expect(noLabel.body.message).toBe('Field label is required.');
      const badType = await as(a)
        .post(base)
        .send({ entity_type: 'PRODUCTS', field_label: 'X', field_type: 'COLOR' })
        .expect(400);
      expect(badType.body.message).toContain('field_type must be one of');
      const field = await as(a)
        .post(base)
        .send({ entity_type: 'PRODUCTS', field_label: 'Grade', field_type: 'TEXT' })
        .expect(201);
      const changed = await as(a)
        .put(`${base}/${field.body.field.id}`)
        .send({ field_type: 'NUMBER' })
        .expect(400);
      expect(changed.body.message).toBe('The field type of a custom field cannot change.');
      const renamed = await as(a)
        .put(`${base}/${field.body.field.id}`)
        .send({ field_label: 'Quality grade', active: false })
        .expect(200);
      expect(renamed.body.field).toMatchObject({ field_label: 'Quality grade', active: false });
    });

    it('refuses null where a field cannot be null, naming the field', async () => {
      const base = `/api/provider/${a.providerId}/metadata/fields`;
      const post = (body: object) =>
        as(a)
          .post(base)
          .send({ entity_type: 'PRODUCTS', field_label: 'Colour', field_type: 'TEXT', ...body });
      await refused(post({ field_options: null }), 'field_options must be a list of texts');
      await refused(post({ active: null }), 'active must be true or false');
      const field = (await post({ field_type: 'SELECT', field_options: ['Red'] }).expect(201)).body
        .field;
      const put = (body: object) => as(a).put(`${base}/${field.id}`).send(body);
      await refused(put({ field_options: null }), 'field_options must be a list of texts');
      await refused(put({ active: null }), 'active must be true or false');
      await refused(put({ field_label: null }), 'Field label is required.');
      await refused(put({ entity_type: null }), 'entity_type must be one of PRODUCTS, CLIENTS');
      await refused(
        put({ field_type: null }),
        'field_type must be one of TEXT, NUMBER, DATE, BOOLEAN, SELECT',
      );
      const kept = await as(a).get(base).expect(200);
      expect(kept.body.fields.find((f: { id: string }) => f.id === field.id)).toEqual(field);
    });

    it('bounds labels at 200 characters and dropdowns at 500 options of 200', async () => {
      const base = `/api/provider/${a.providerId}/metadata/fields`;
      const field = (over: object) =>
        as(a)
          .post(base)
          .send({ entity_type: 'CLIENTS', field_label: 'L', field_type: 'SELECT', ...over });
      await field({ field_label: 'L'.repeat(200), field_options: ['o'.repeat(200)] }).expect(201);
      for (const label of ['L'.repeat(201), 'L'.repeat(40_000)])
        expect((await field({ field_label: label }).expect(400)).body.message).toBe(
          'field_label must be at most 200 characters',
        );
      const options = Array.from({ length: 501 }, (_, i) => `Option ${i}`);
      expect((await field({ field_options: options }).expect(400)).body.message).toBe(
        'field_options may hold at most 500 options',
      );
      expect((await field({ field_options: ['o'.repeat(201)] }).expect(400)).body.message).toBe(
        'each of field_options must be at most 200 characters',
      );
    });

    it("does not show or change another provider's fields", async () => {
      const field = await as(a)
        .post(`/api/provider/${a.providerId}/metadata/fields`)
        .send({ entity_type: 'PRODUCTS', field_label: 'Secret', field_type: 'TEXT' })
        .expect(201);
      await as(b)
        .put(`/api/provider/${b.providerId}/metadata/fields/${field.body.field.id}`)
        .send({ field_label: 'Hacked' })
        .expect(404);
      const theirs = await as(b).get(`/api/provider/${b.providerId}/metadata/fields`).expect(200);
      expect(theirs.body.fields).toEqual([]);
      await as(b).get(`/api/provider/${a.providerId}/metadata/fields`).expect(403);
    });
  });

  describe('products', () => {
    let sizeFieldId: string;

    beforeAll(async () => {
      const field = await as(a)
        .post(`/api/provider/${a.providerId}/metadata/fields`)
        .send({
          entity_type: 'PRODUCTS',
          field_label: 'Pack',
          field_type: 'SELECT',
          field_options: ['Box', 'Crate'],
        })
        .expect(201);
      sizeFieldId = field.body.field.id;
    });

    it('creates, reads, updates and lists products with their custom-field values', async () => {
      const base = `/api/provider/${a.providerId}`;
      const created = await as(a)
        .post(`${base}/product/`)
        .send({
          name: 'Zucchini',
          price: '2.5',
          provider: a.providerId,
          active: true,
          metadata: { [sizeFieldId]: 'Box' },
        })
        .expect(201);
      expect(created.body.product).toEqual({
        id: expect.any(String),
        name: 'Zucchini',
        price: 2.5,
        photo: null,
        thumbnail: null,
        active: true,
        provider: a.providerId,
        metadata: { [sizeFieldId]: 'Box' },
        sku: null,
        barcode: null,
        tax_rate: null,
        min_quantity: null,
        case_pack: null,
        price_breaks: [],
      });
      const id = created.body.product.id;
      await as(a).post(`${base}/product`).send({ name: 'apple', price: 1 }).expect(201);
      await as(a).post(`${base}/product`).send({ name: 'Banana', price: 0.3 }).expect(201);

      const updated = await as(a)
        .put(`${base}/product/${id}`)
        .send({ price: 3, active: false, metadata: { [sizeFieldId]: 'Crate' } })
        .expect(200);
      expect(updated.body.product).toMatchObject({
        name: 'Zucchini',
        price: 3,
        active: false,
        metadata: { [sizeFieldId]: 'Crate' },
      });
      const read = await as(a).get(`${base}/product/${id}?include_metadata=true`).expect(200);
      expect(read.body.product).toEqual(updated.body.product);

      const page = await as(a)
        .get(`${base}/products?limit=2&offset=0&include_metadata=true`)
        .expect(200);
      expect(page.body.pagination).toEqual({ total: 3 });
      expect(page.body.products.map((p: { name: string }) => p.name)).toEqual(['apple', 'Banana']);
      const next = await as(a).get(`${base}/products?limit=2&offset=2`).expect(200);
      expect(next.body.products.map((p: { name: string }) => p.name)).toEqual(['Zucchini']);
    });

    it('keeps a tax rate of its own (null: the default), refusing a bad one naming it', async () => {
      const base = `/api/provider/${a.providerId}`;
      const made = await as(a)
        .post(`${base}/product`)
        .send({ name: 'Taxed', price: 1, tax_rate: 5.5 })
        .expect(201);
      expect(made.body.product.tax_rate).toBe(5.5);
      const id = made.body.product.id;
      // Three decimals are kept exactly, 1.005 too (its float times 1000 is 1004.999…).
      for (const rate of [1.005, 100, 0]) {
        const changed = await as(a).put(`${base}/product/${id}`).send({ tax_rate: rate });
        expect([changed.status, changed.body.product.tax_rate]).toEqual([200, rate]);
      }
      const untouched = await as(a).put(`${base}/product/${id}`).send({ price: 2 }).expect(200);
      expect(untouched.body.product.tax_rate).toBe(0);
      const cleared = await as(a).put(`${base}/product/${id}`).send({ tax_rate: null }).expect(200);
      expect(cleared.body.product.tax_rate).toBeNull();
      const listed = await as(a).get(`${base}/product/${id}`).expect(200);
      expect(listed.body.product.tax_rate).toBeNull();
      for (const bad of [-1, 100.5, 5.5555, '5', true, Number.MAX_VALUE]) {
        const refused = await as(a).put(`${base}/product/${id}`).send({ tax_rate: bad });
        expect([refused.status, refused.body.message]).toEqual([
          400,
          expect.stringMatching(/^tax_rate must be a percentage from 0 to 100/),
        ]);
      }
      await as(a)
        .post(`${base}/product`)
        .send({ name: 'Bad', price: 1, tax_rate: 101 })
        .expect(400);
    });

    it('keeps a minimum order quantity and a case pack (null: none), refusing a bad one naming it', async () => {
      const base = `/api/provider/${a.providerId}`;
      const made = await as(a)
        .post(`${base}/product`)
        .send({ name: 'Rye Loaf', price: 4, min_quantity: 6, case_pack: 6 })
        .expect(201);
      expect(made.body.product).toMatchObject({ min_quantity: 6, case_pack: 6 });
      const id = made.body.product.id;
      const changed = await as(a)
        .put(`${base}/product/${id}`)
        .send({ min_quantity: 1_000_000 })
        .expect(200);
      expect(changed.body.product).toMatchObject({ min_quantity: 1_000_000, case_pack: 6 });
      // Left out, each stays; null removes it.
      await as(a).put(`${base}/product/${id}`).send({ price: 5 }).expect(200);
      await as(a).put(`${base}/product/${id}`).send({ case_pack: null }).expect(200);
      const read = (await as(a).get(`${base}/product/${id}`).expect(200)).body.product;
      expect([read.min_quantity, read.case_pack]).toEqual([1_000_000, null]);
      const listed = (await as(a).get(`${base}/products?limit=200`).expect(200)).body.products;
      expect(listed.find((p: { id: string }) => p.id === id)).toMatchObject({
        min_quantity: 1_000_000,
        case_pack: null,
      });
      for (const field of ['min_quantity', 'case_pack'])
        for (const bad of [0, -6, 2.5, 1_000_001, '6', true, {}, Number.MAX_VALUE]) {
          const refused = await as(a)
            .put(`${base}/product/${id}`)
            .send({ [field]: bad });
          expect([refused.status, refused.body.message]).toEqual([
            400,
            `${field} must be a whole number from 1 to 1,000,000, or null for none`,
          ]);
        }
      const refused = await as(a)
        .post(`${base}/product`)
        .send({ name: 'Bad', price: 1, case_pack: 0 })
        .expect(400);
      expect(refused.body.message).toBe(
        'case_pack must be a whole number from 1 to 1,000,000, or null for none',
      );
      // Nothing was changed by the refusals.
      const after = (await as(a).get(`${base}/product/${id}`).expect(200)).body.product;
      expect([after.min_quantity, after.case_pack]).toEqual([1_000_000, null]);
    });

    it('keeps a SKU and a barcode, unique per provider, refusing a duplicate with 409', async () => {
      const base = `/api/provider/${a.providerId}`;
      const made = await as(a)
        .post(`${base}/product`)
        .send({ name: 'Scanned', price: 1, sku: ' SC-1 ', barcode: '4006381333931' })
        .expect(201);
      expect(made.body.product).toMatchObject({ sku: 'SC-1', barcode: '4006381333931' });
      const sameSku = await as(a)
        .post(`${base}/product`)
        .send({ name: 'Other', price: 1, sku: 'sc-1' })
        .expect(409);
      expect(sameSku.body.message).toBe('Another product already has the SKU sc-1.');
      const other = await as(a)
        .post(`${base}/product`)
        .send({ name: 'Other', price: 1 })
        .expect(201);
      const sameBarcode = await as(a)
        .put(`${base}/product/${other.body.product.id}`)
        .send({ barcode: '4006381333931' })
        .expect(409);
      expect(sameBarcode.body.message).toBe(
        'Another product already has the barcode 4006381333931.',
      );
      // Another provider may use the same codes; a blank code is none.
      const c = await signUp(t);
      await as(c)
        .post(`/api/provider/${c.providerId}/product`)
        .send({ name: 'Theirs', price: 1, sku: 'SC-1', barcode: '4006381333931' })
        .expect(201);
      const cleared = await as(a)
        .put(`${base}/product/${made.body.product.id}`)
        .send({ sku: ' ', barcode: null })
        .expect(200);
      expect(cleared.body.product).toMatchObject({ sku: null, barcode: null });
      const long = await as(a)
        .post(`${base}/product`)
        .send({ name: 'Long', price: 1, sku: 'x'.repeat(65) })
        .expect(400);
      expect(long.body.message).toContain('sku');
      await as(a).post(`${base}/product`).send({ name: 'Bad', price: 1, barcode: 5 }).expect(400);
    });

    it("answers the spec's messages for a missing name or price, and names a wrong custom value", async () => {
      const base = `/api/provider/${a.providerId}`;
      const noName = await as(a).post(`${base}/product`).send({ price: 1 }).expect(400);
      expect(noName.body.message).toBe('A name is required for a product.');
      const blankName = await as(a)
        .post(`${base}/product`)
        .send({ name: ' ', price: 1 })
        .expect(400);
      expect(blankName.body.message).toBe('A name is required for a product.');
      const noPrice = await as(a).post(`${base}/product`).send({ name: 'Kiwi' }).expect(400);
      expect(noPrice.body.message).toBe('A price is required for a product.');
      const badPrice = await as(a)
        .post(`${base}/product`)
        .send({ name: 'Kiwi', price: '1.234' })
        .expect(400);
      expect(badPrice.body.message).toBe('A price is required for a product.');
      const badValue = await as(a)
        .post(`${base}/product`)
        .send({ name: 'Kiwi', price: 1, metadata: { [sizeFieldId]: 'Barrel' } })
        .expect(400);
      expect(badValue.body.message).toBe('Pack must be one of: Box, Crate.');
      const badLimit = await as(a).get(`${base}/products?limit=zero`).expect(400);
      expect(badLimit.body.message).toContain('limit must be a whole number');
      await as(a).get(`${base}/product/not-a-uuid`).expect(400);
      const list = await as(a).get(`${base}/products?limit=100`).expect(200);
      expect(list.body.products.some((p: { name: string }) => p.name === 'Kiwi')).toBe(false);
    });

    it('refuses null where a product field cannot be null, naming the field, and removes a photo sent as null', async () => {
      const base = `/api/provider/${a.providerId}`;
      const product = (
        await as(a).post(`${base}/product`).send({ name: 'Quince', price: 4 }).expect(201)
      ).body.product;
      const put = (body: object) => as(a).put(`${base}/product/${product.id}`).send(body);
      const post = (body: object) =>
        as(a)
          .post(`${base}/product`)
          .send({ name: 'Quince', price: 4, ...body });
      await refused(put({ active: null }), 'active must be true or false');
      await refused(put({ name: null }), 'A name is required for a product.');
      await refused(put({ price: null }), 'A price is required for a product.');
      const notFieldValues = 'metadata must be an object of custom field values';
      await refused(put({ metadata: null }), notFieldValues);
      await refused(post({ metadata: null }), notFieldValues);
      await refused(post({ active: null }), 'active must be true or false');
      expect((await put({ photo: null }).expect(200)).body.product).toEqual(product);
    });

    it('bounds names at 200 characters and custom text values at 1,000', async () => {
      const base = `/api/provider/${a.providerId}`;
      const notes = (
        await as(a)
          .post(`${base}/metadata/fields`)
          .send({ entity_type: 'PRODUCTS', field_label: 'Notes', field_type: 'TEXT' })
          .expect(201)
      ).body.field.id;
      const create = (body: object) =>
        as(a)
          .post(`${base}/product`)
          .send({ price: 1, ...body });
      expect((await create({ name: 'N'.repeat(201) }).expect(400)).body.message).toBe(
        'name must be at most 200 characters',
      );
      expect(
        (await create({ name: 'Noted', metadata: { [notes]: 'x'.repeat(1_001) } }).expect(400)).body
          .message,
      ).toBe('Notes must be at most 1,000 characters.');
      const kept = await create({
        name: 'N'.repeat(200),
        metadata: { [notes]: 'x'.repeat(1_000) },
      }).expect(201);
      expect(kept.body.product.metadata[notes]).toHaveLength(1_000);
    });

    it('refuses an offset or limit that is not a whole number in range, naming it', async () => {
      const base = `/api/provider/${a.providerId}/products`;
      for (const offset of ['99999999999999999999', '1e20', '1.5', '0x10', '1e3', '-1', '', '%205'])
        expect((await as(a).get(`${base}?offset=${offset}`).expect(400)).body.message).toBe(
          'offset must be a whole number from 0 to 10,000,000',
        );
      expect((await as(a).get(`${base}?offset=10000001`).expect(400)).body.message).toBe(
        'offset must be a whole number from 0 to 10,000,000',
      );
      for (const limit of ['1e3', '0x10', '2.0'])
        expect((await as(a).get(`${base}?limit=${limit}`).expect(400)).body.message).toBe(
          'limit must be a whole number from 1 to 1000',
        );
      const deepest = await as(a).get(`${base}?offset=10000000&limit=5`).expect(200);
      expect(deepest.body.products).toEqual([]);
    });

    it("keeps each provider's products to itself", async () => {
      const created = await as(a)
        .post(`/api/provider/${a.providerId}/product`)
        .send({ name: 'Private plum', price: 9 })
        .expect(201);
      const id = created.body.product.id;
      await as(b).get(`/api/provider/${b.providerId}/product/${id}`).expect(404);
      await as(b)
        .put(`/api/provider/${b.providerId}/product/${id}`)
        .send({ name: 'Mine' })
        .expect(404);
      await as(b).get(`/api/provider/${a.providerId}/products`).expect(403);
      const theirs = await as(b).get(`/api/provider/${b.providerId}/products`).expect(200);
      expect(theirs.body).toEqual({ products: [], pagination: { total: 0 } });
    });
  });

  describe('photos', () => {
    it('uploads an image, serves it and a cached thumbnail, and puts it on a product', async () => {
      const upload = await as(a)
        .post(`/api/provider/${a.providerId}/files`)
        .attach('file', await png(), { filename: 'pear.png', contentType: 'image/png' })
        .expect(201);
      expect(upload.body.url).toBe(`/api/files/${upload.body.path}`);
      const full = await http().get(upload.body.url).expect(200);
      expect(full.headers['content-type']).toBe('image/png');
      expect(full.headers['cache-control']).toContain('max-age=31536000');
      const thumb = await http().get(`${upload.body.url}?size=thumb`).expect(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.body).metadata();
      expect([meta.width, meta.height]).toEqual([160, 160]);

      const product = await as(a)
        .post(`/api/provider/${a.providerId}/product`)
        .send({ name: 'Pear', price: 1.2, photo: upload.body.url })
        .expect(201);
      expect(product.body.product.photo).toBe(upload.body.url);
      expect(product.body.product.thumbnail).toBe(`${upload.body.url}?size=thumb`);
    });

    it('refuses what is not an image by its bytes, and photos over 2 MB', async () => {
      const fake = await as(a)
        .post(`/api/provider/${a.providerId}/files`)
        .attach('file', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), {
          filename: 'x.png',
          contentType: 'image/png',
        })
        .expect(400);
      expect(fake.body.message).toBe('A photo must be a PNG, JPEG, GIF or WebP image.');
      const big = Buffer.concat([await png(), Buffer.alloc(2_097_152)]);
      const tooBig = await as(a)
        .post(`/api/provider/${a.providerId}/files`)
        .attach('file', big, { filename: 'big.png', contentType: 'image/png' })
        .expect(413);
      expect(tooBig.body.message).toBe(
        'The maximum size for a photo is 2mb, please select a smaller file.',
      );
    });

    it('refuses a damaged photo, or one beyond 25 megapixels, at upload', async () => {
      const upload = (bytes: Buffer) =>
        as(a)
          .post(`/api/provider/${a.providerId}/files`)
          .attach('file', bytes, { filename: 'photo.png', contentType: 'image/png' });
      const whole = await png(40, 30);
      const damaged = Buffer.concat([whole.subarray(0, 33), Buffer.alloc(200, 7)]);
      const truncated = whole.subarray(0, whole.length - 20);
      for (const bytes of [damaged, truncated])
        expect((await upload(bytes).expect(400)).body.message).toBe(
          'This photo cannot be read: the image is damaged or incomplete.',
        );
      // The same small file, its header claiming 30,000 x 30,000 pixels.
      const huge = Buffer.from(whole);
      huge.writeUInt32BE(30_000, 16);
      huge.writeUInt32BE(30_000, 20);
      huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
      expect((await upload(huge).expect(400)).body.message).toBe(
        'A photo may have at most 25 megapixels; this one has 900 (30000 x 30000).',
      );
    });

    it('serves a placeholder thumbnail for a stored photo that cannot be decoded', async () => {
      // Stored before uploads were decoded: a PNG signature and nothing readable behind it.
      const bytes = Buffer.concat([(await png()).subarray(0, 8), Buffer.alloc(500, 1)]);
      const key = `product_photos/${a.providerId}/${randomUUID()}.png`;
      await t.app.get<FileStorage>(FILE_STORAGE).put(key, bytes);
      await t.app
        .get(Database)
        .query(
          'INSERT INTO catalog_files (key, provider_id, content_type, size) VALUES ($1, $2, $3, $4)',
          [key, a.providerId, 'image/png', bytes.length],
        );
      for (let i = 0; i < 2; i++) {
        const thumb = await http().get(`/api/files/${key}?size=thumb`).expect(200);
        expect(thumb.headers['content-type']).toBe('image/webp');
        const meta = await sharp(thumb.body).metadata();
        expect([meta.width, meta.height]).toEqual([160, 160]);
      }
      const full = await http().get(`/api/files/${key}`).expect(200);
      expect(Buffer.compare(full.body, bytes)).toBe(0);
    });

    it('removes a file only for a member of its provider, and products stop showing it', async () => {
      const upload = await as(a)
        .post(`/api/provider/${a.providerId}/files`)
        .attach('file', await png(50, 50), { filename: 'fig.png', contentType: 'image/png' })
        .expect(201);
      const product = await as(a)
        .post(`/api/provider/${a.providerId}/product`)
        .send({ name: 'Fig', price: 2, photo: upload.body.url })
        .expect(201);
      // Another provider can neither use nor remove it.
      const c = await signUp(t);
      await as(c)
        .post(`/api/provider/${c.providerId}/product`)
        .send({ name: 'Stolen fig', price: 2, photo: upload.body.url })
        .expect(400);
      await as(b)
        .delete(`/api/file?file=${encodeURIComponent(upload.body.path)}`)
        .expect(403);
      await http()
        .delete(`/api/file?file=${encodeURIComponent(upload.body.path)}`)
        .expect(401);
      // Nor can a teammate who is an auditor (denied both permissions): read-only.
      const auditor = await joinTeam(t, a, 'file-auditor@example.test', [
        'inventory:update',
        'orders:create',
      ]);
      expect(
        (
          await as(auditor)
            .delete(`/api/file?file=${encodeURIComponent(upload.body.path)}`)
            .expect(403)
        ).body.message,
      ).toBe('Auditors have read-only access.');
      await http().get(upload.body.url).expect(200);

      await as(a)
        .delete(`/api/file?file=${encodeURIComponent(upload.body.path)}`)
        .expect(204);
      await http().get(upload.body.url).expect(404);
      const after = await as(a)
        .get(`/api/provider/${a.providerId}/product/${product.body.product.id}`)
        .expect(200);
      expect(after.body.product.photo).toBeNull();
      await as(a).delete('/api/file?file=product_photos/../../etc/passwd').expect(404);
    });

    it('refuses a query parameter of the files routes given twice with a 400 naming it', async () => {
      await refused(
        as(a).delete('/api/file?file=a&file=b'),
        'file is required: the path of the file to remove',
      );
      await refused(as(a).delete('/api/file'), 'file is required: the path of the file to remove');
      await refused(
        http().get(`/api/files/product_photos/${a.providerId}/x.png?size=thumb&size=thumb`),
        'size must be thumb (or left out for the photo itself)',
      );
      await refused(
        as(a)
          .post(
            `/api/provider/${a.providerId}/files?bucket=product_photos&bucket=order_attachments`,
          )
          .attach('file', await png(20, 20), { filename: 'x.png', contentType: 'image/png' }),
        'bucket must be product_photos or order_attachments',
      );
    });
  });
});
