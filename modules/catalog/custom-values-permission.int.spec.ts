import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';

const REFUSAL = "You don't have permission to adjust inventory.";

describe("custom values: a member denied inventory:update cannot change products' custom-field values", () => {
  let t: TestApp;
  let owner: SignedUp;
  let clerk: SignedUp;
  let batch: string;
  let pear: { id: string };
  const base = () => `/api/provider/${owner.providerId}`;
  const productNamed = async (name: string) =>
    (await asMember(t, owner).get(`${base()}/products`).expect(200)).body.products.find(
      (product: { name: string }) => product.name === name,
    );
  const importCsv = (who: SignedUp, text: string) =>
    asMember(t, who)
      .post(`${base()}/products/import?dry_run=false`)
      .set('Content-Type', 'text/csv')
      .send(text);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    clerk = await joinTeam(t, owner, 'clerk@example.test', ['inventory:update']);
    batch = (
      await asMember(t, owner)
        .post(`${base()}/metadata/fields`)
        .send({ entity_type: 'PRODUCTS', field_label: 'Batch Number', field_type: 'TEXT' })
        .expect(201)
    ).body.field.id;
    pear = (
      await asMember(t, owner)
        .post(`${base()}/product`)
        .send({ name: 'Pear', price: 2, metadata: { [batch]: 'B-1' } })
        .expect(201)
    ).body.product;
  });
  afterAll(() => t.close());

  it('refuses a product edit that changes a custom-field value, and writes none of it', async () => {
    for (const metadata of [{ [batch]: 'B-2' }, { [batch]: '' }]) {
      const res = await asMember(t, clerk)
        .put(`${base()}/product/${pear.id}`)
        .send({ name: 'Pear Williams', price: 2, metadata });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, error: REFUSAL, message: REFUSAL });
    }
    const stored = await productNamed('Pear');
    expect(stored.metadata).toEqual({ [batch]: 'B-1' });
  });

  it('lets the edit through when the values come back as stored, or not at all', async () => {
    await asMember(t, clerk)
      .put(`${base()}/product/${pear.id}`)
      .send({ name: 'Pear Williams', price: 3, metadata: { [batch]: 'B-1' } })
      .expect(200);
    await asMember(t, clerk)
      .put(`${base()}/product/${pear.id}`)
      .send({ name: 'Pear Conference', price: 3 })
      .expect(200);
    expect((await productNamed('Pear Conference')).metadata).toEqual({ [batch]: 'B-1' });
  });

  it('refuses a new product with a custom-field value, and makes one without', async () => {
    const res = await asMember(t, clerk)
      .post(`${base()}/product`)
      .send({ name: 'Quince', price: 4, metadata: { [batch]: 'Q-1' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(REFUSAL);
    await asMember(t, clerk)
      .post(`${base()}/product`)
      .send({ name: 'Quince', price: 4, metadata: { [batch]: '' } })
      .expect(201);
  });

  it('refuses a CSV import that sets custom-field values, naming the column, and imports it without them', async () => {
    const res = await importCsv(clerk, 'name,price,Batch Number\nPlum,3,P-7\n');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      `${REFUSAL} Remove the custom-field column(s) Batch Number or leave them blank to import the rest.`,
    );
    expect(await productNamed('Plum')).toBeUndefined();
    await importCsv(clerk, 'name,price,Batch Number\nPlum,3,\n').expect(201);
    expect((await productNamed('Plum')).metadata).toEqual({});
  });

  it('leaves members allowed to adjust inventory free to set them', async () => {
    await importCsv(owner, 'name,price,Batch Number\nFig,5,F-1\n').expect(201);
    expect((await productNamed('Fig')).metadata).toEqual({ [batch]: 'F-1' });
    await asMember(t, owner)
      .put(`${base()}/product/${pear.id}`)
      .send({ name: 'Pear', price: 3, metadata: { [batch]: 'B-9' } })
      .expect(200);
  });
});
