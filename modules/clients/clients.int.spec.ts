import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { PricingReadModel } from './infrastructure/pricing.read-model';

describe('clients API: clients, links, custom prices and availability', () => {
  let t: TestApp;
  let a: SignedUp;
  let b: SignedUp;
  const as = (who: SignedUp) => asMember(t, who);
  let tierField: string;
  let apple: { id: string };
  let pear: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUp(t, 'owner@fresh-farms.test');
    b = await signUp(t);
    const base = `/api/provider/${a.providerId}`;
    tierField = (
      await as(a)
        .post(`${base}/metadata/fields`)
        .send({
          entity_type: 'CLIENTS',
          field_label: 'Tier',
          field_type: 'SELECT',
          field_options: ['Gold', 'Silver'],
        })
        .expect(201)
    ).body.field.id;
    apple = (await as(a).post(`${base}/product`).send({ name: 'Apple', price: 1 }).expect(201)).body
      .product;
    pear = (await as(a).post(`${base}/product`).send({ name: 'Pear', price: 2.5 }).expect(201)).body
      .product;
  });
  afterAll(() => t.close());

  const newClient = async (name: string, extra: Record<string, unknown> = {}) =>
    (
      await as(a)
        .post(`/api/provider/${a.providerId}/client`)
        .send({ name, email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.test`, ...extra })
        .expect(201)
    ).body;

  it('creates a client with its link and lists the links by client name', async () => {
    const created = await newClient('Zeta Shop', { metadata: { [tierField]: 'Gold' } });
    expect(created.client).toEqual({
      id: expect.any(String),
      name: 'Zeta Shop',
      email: 'zeta-shop@example.test',
      address: null,
      metadata: { [tierField]: 'Gold' },
      tax_id: null,
      tax_exempt: false,
      client_product_price: [],
      client_product_availability: [],
    });
    expect(created.provider_client).toMatchObject({
      active: true,
      provider: { id: a.providerId, name: 'owner@fresh-farms.test Ltd' },
      client: { id: created.client.id, name: 'Zeta Shop' },
    });
    await newClient('alpha Market');
    const page = await as(a)
      .get(`/api/provider/${a.providerId}/provider_clients?limit=50&offset=0`)
      .expect(200);
    expect(page.body.pagination).toEqual({ total: 2 });
    expect(
      page.body.provider_clients.map((l: { client: { name: string } }) => l.client.name),
    ).toEqual(['alpha Market', 'Zeta Shop']);
    const one = await as(a)
      .get(`/api/provider/${a.providerId}/provider_client?client_id=${created.client.id}`)
      .expect(200);
    expect(one.body.provider_client).toEqual(created.provider_client);
  });

  it("keeps a client's tax id (trimmed, blank is none) and exemption, refusing bad ones", async () => {
    const { client } = await newClient('Tax Free Co', {
      tax_id: '  FR 12 345  ',
      tax_exempt: true,
    });
    expect(client).toMatchObject({ tax_id: 'FR 12 345', tax_exempt: true });
    const base = `/api/provider/${a.providerId}/client/${client.id}`;
    const kept = await as(a).put(base).send({ name: 'Tax Free Co.' }).expect(200);
    expect(kept.body.client).toMatchObject({ tax_id: 'FR 12 345', tax_exempt: true });
    const edited = await as(a).put(base).send({ tax_id: '   ', tax_exempt: false }).expect(200);
    expect(edited.body.client).toMatchObject({ tax_id: null, tax_exempt: false });
    const link = await as(a)
      .get(`/api/provider/${a.providerId}/provider_client?client_id=${client.id}`)
      .expect(200);
    expect(link.body.provider_client.client).toMatchObject({ tax_id: null, tax_exempt: false });
    for (const [body, message] of [
      [{ tax_id: 'x'.repeat(51) }, 'tax_id must be at most 50 characters'],
      [{ tax_id: 12 }, 'tax_id must be text'],
      [{ tax_exempt: 'yes' }, 'tax_exempt must be true or false'],
      [{ tax_exempt: null }, 'tax_exempt must be true or false'],
    ] as const) {
      const refused = await as(a).put(base).send(body);
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    // Spaces around 50 characters are not counted: what is kept is trimmed.
    await as(a)
      .put(base)
      .send({ tax_id: ` ${'x'.repeat(50)} ` })
      .expect(200);
  });

  it('edits a client and disables its link', async () => {
    const { client, provider_client } = await newClient('Corner Deli');
    const base = `/api/provider/${a.providerId}`;
    const edited = await as(a)
      .put(`${base}/client/${client.id}`)
      .send({
        name: 'Corner Deli & Co',
        email: 'deli@example.test',
        metadata: { [tierField]: 'Silver' },
      })
      .expect(200);
    expect(edited.body.client).toMatchObject({
      name: 'Corner Deli & Co',
      email: 'deli@example.test',
      metadata: { [tierField]: 'Silver' },
    });
    expect((await as(a).get(`${base}/client/${client.id}`).expect(200)).body.client).toEqual(
      edited.body.client,
    );
    const disabled = await as(a)
      .put(`${base}/provider_client/${provider_client.id}`)
      .send({ active: false })
      .expect(200);
    expect(disabled.body.providerClient).toMatchObject({ id: provider_client.id, active: false });
  });

  it("answers the spec's messages for a client without name or email, and names a bad custom value", async () => {
    const base = `/api/provider/${a.providerId}`;
    expect(
      (await as(a).post(`${base}/client`).send({ email: 'x@example.test' }).expect(400)).body
        .message,
    ).toBe('A name is required for a client.');
    expect(
      (await as(a).post(`${base}/client`).send({ name: 'X', email: ' ' }).expect(400)).body.message,
    ).toBe('An email is required for a client.');
    const { client } = await newClient('Edited');
    expect(
      (await as(a).put(`${base}/client/${client.id}`).send({ email: '' }).expect(400)).body.message,
    ).toBe('A email is required for a client.');
    expect(
      (
        await as(a)
          .post(`${base}/client`)
          .send({ name: 'X', email: 'x@example.test', metadata: { [tierField]: 'Bronze' } })
          .expect(400)
      ).body.message,
    ).toBe('Tier must be one of: Gold, Silver.');
    expect(
      (await as(a).post(`${base}/client`).send({ name: 'X', email: 'not-an-email' }).expect(400))
        .body.message,
    ).toBe('email must be a valid email address');
  });

  it("refuses a client without an email, or with one that is not text, in the spec's words", async () => {
    const base = `/api/provider/${a.providerId}`;
    const onCreate = 'An email is required for a client.';
    for (const body of [{ name: 'X' }, { name: 'X', email: 5 }, { name: 'X', email: null }])
      expect((await as(a).post(`${base}/client`).send(body).expect(400)).body.message).toBe(
        onCreate,
      );
    const { client } = await newClient('Mailless');
    for (const email of [true, null, 5, ['x@example.test']])
      expect(
        (await as(a).put(`${base}/client/${client.id}`).send({ email }).expect(400)).body.message,
      ).toBe('A email is required for a client.');
    const kept = await as(a).get(`${base}/client/${client.id}`).expect(200);
    expect(kept.body.client.email).toBe(client.email);
  });

  it('refuses null where a client field cannot be null, and clears an address sent as null', async () => {
    const base = `/api/provider/${a.providerId}`;
    const { client } = await newClient('Nullable', { address: '1 Main St' });
    const put = (body: object) => as(a).put(`${base}/client/${client.id}`).send(body);
    expect((await put({ name: null }).expect(400)).body.message).toBe(
      'A name is required for a client.',
    );
    const notFieldValues = 'metadata must be an object of custom field values';
    expect((await put({ metadata: null }).expect(400)).body.message).toBe(notFieldValues);
    expect(
      (
        await as(a)
          .post(`${base}/client`)
          .send({ name: 'Y', email: 'y@example.test', metadata: null })
          .expect(400)
      ).body.message,
    ).toBe(notFieldValues);
    const cleared = await put({ address: null }).expect(200);
    expect(cleared.body.client).toMatchObject({ name: 'Nullable', address: null });
  });

  it('bounds names at 200, emails at 254 and addresses at 2,000 characters', async () => {
    const base = `/api/provider/${a.providerId}`;
    const create = (body: object) =>
      as(a)
        .post(`${base}/client`)
        .send({ name: 'Long', email: 'long@example.test', ...body });
    expect((await create({ name: 'N'.repeat(201) }).expect(400)).body.message).toBe(
      'name must be at most 200 characters',
    );
    const longEmail = `${'e'.repeat(60)}@${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(10)}.test`;
    expect((await create({ email: longEmail }).expect(400)).body.message).toContain(
      'email must be at most 254 characters',
    );
    expect((await create({ address: 'A'.repeat(2_001) }).expect(400)).body.message).toBe(
      'address must be at most 2,000 characters',
    );
    await create({ name: 'N'.repeat(200), address: 'A'.repeat(2_000) }).expect(201);
  });

  it('refuses an offset of the clients list that is not a whole number in range, naming it', async () => {
    const base = `/api/provider/${a.providerId}/provider_clients`;
    for (const offset of ['99999999999999999999', '1e20', '1.5', '0x10', '1e3', '-1'])
      expect((await as(a).get(`${base}?offset=${offset}`).expect(400)).body.message).toBe(
        'offset must be a whole number from 0 to 10,000,000',
      );
    const deepest = await as(a).get(`${base}?offset=10000000`).expect(200);
    expect(deepest.body.provider_clients).toEqual([]);
  });

  it('keeps custom prices per client and product, and prices orders with the first one', async () => {
    const { client } = await newClient('Price Taker');
    const base = `/api/provider/${a.providerId}/client_product_price`;
    const vip = await as(a)
      .post(base)
      .send({ client_id: client.id, product_id: apple.id, name: 'VIP Discount', price: '0.8' })
      .expect(201);
    expect(vip.body.pricing).toEqual({
      id: expect.any(String),
      client_id: client.id,
      product_id: apple.id,
      client: { id: client.id, name: 'Price Taker' },
      product: { id: apple.id, name: 'Apple', price: 1 },
      name: 'VIP Discount',
      price: 0.8,
    });
    await as(a)
      .post(base)
      .send({ client_id: client.id, product_id: apple.id, price: 0.9 })
      .expect(201);
    const updated = await as(a)
      .put(`${base}/${vip.body.pricing.id}`)
      .send({ name: 'VIP', price: 0.75 })
      .expect(200);
    expect(updated.body.pricing).toMatchObject({ name: 'VIP', price: 0.75 });
    const byProduct = await as(a).get(`${base}?product_id=${apple.id}`).expect(200);
    expect(byProduct.body.pricing.map((p: { price: number }) => p.price)).toEqual([0.75, 0.9]);
    const detail = await as(a).get(`/api/provider/${a.providerId}/client/${client.id}`).expect(200);
    expect(detail.body.client.client_product_price).toHaveLength(2);

    const offer = await t.app.get(PricingReadModel).productsForClient(a.providerId, client.id);
    const offeredApple = offer.find((p) => p.id === apple.id)!;
    expect(offeredApple.price).toBe(0.75);
    expect(offeredApple.prices.map((p) => p.label)).toEqual([
      '$0.75 (VIP)',
      '$0.90 (Custom)',
      '$1.00 (Default)',
    ]);
    expect(offer.find((p) => p.id === pear.id)!.prices).toEqual([
      { price: 2.5, label: '$2.50 (Default)', note: 'Default' },
    ]);

    await as(a).delete(`${base}/${vip.body.pricing.id}`).expect(204);
    expect(
      (await as(a).get(`${base}?client_id=${client.id}`).expect(200)).body.pricing,
    ).toHaveLength(1);
  });

  it('refuses incomplete or non-positive custom prices, and names over 200 characters', async () => {
    const { client } = await newClient('Bad Pricer');
    const base = `/api/provider/${a.providerId}/client_product_price`;
    for (const body of [
      { product_id: apple.id, price: 1 },
      { client_id: client.id, price: 1 },
      { client_id: client.id, product_id: apple.id },
    ]) {
      expect((await as(a).post(base).send(body).expect(400)).body.message).toBe(
        'All fields are required for custom pricing.',
      );
    }
    for (const price of [0, -1, '1.234', 'cheap']) {
      expect(
        (
          await as(a)
            .post(base)
            .send({ client_id: client.id, product_id: apple.id, price })
            .expect(400)
        ).body.message,
      ).toBe('The custom price must be a positive amount with at most 2 decimals.');
    }
    const named = (name: string) =>
      as(a).post(base).send({ client_id: client.id, product_id: apple.id, price: 1, name });
    expect((await named('V'.repeat(201)).expect(400)).body.message).toBe(
      'name must be at most 200 characters',
    );
  });

  it('limits what a client may order to its availability rows, when it has any', async () => {
    const { client } = await newClient('Picky Buyer');
    const base = `/api/provider/${a.providerId}/client_product_availability`;
    const before = await t.app.get(PricingReadModel).productsForClient(a.providerId, client.id);
    expect(before.map((p) => p.name)).toEqual(['Apple', 'Pear']);
    const row = await as(a)
      .post(base)
      .send({ client_id: client.id, product_id: pear.id })
      .expect(201);
    expect(row.body.availability).toEqual({
      id: expect.any(String),
      client_id: client.id,
      product_id: pear.id,
      client: { id: client.id, name: 'Picky Buyer' },
      product: { id: pear.id, name: 'Pear' },
    });
    expect(
      (await as(a).post(base).send({ client_id: client.id, product_id: pear.id }).expect(409)).body
        .message,
    ).toBe('This product is already available to this client.');
    expect((await as(a).post(base).send({ client_id: client.id }).expect(400)).body.message).toBe(
      'Client and product are required.',
    );
    const after = await t.app.get(PricingReadModel).productsForClient(a.providerId, client.id);
    expect(after.map((p) => p.name)).toEqual(['Pear']);
    expect(
      (await as(a).get(`${base}?client_id=${client.id}`).expect(200)).body.availability,
    ).toHaveLength(1);
    await as(a).delete(`${base}/${row.body.availability.id}`).expect(204);
    expect(
      (await as(a).get(`${base}?client_id=${client.id}`).expect(200)).body.availability,
    ).toEqual([]);
  });

  it('keeps clients, prices and availability to their provider', async () => {
    const { client, provider_client } = await newClient('Secret Client');
    const price = (
      await as(a)
        .post(`/api/provider/${a.providerId}/client_product_price`)
        .send({ client_id: client.id, product_id: apple.id, price: 0.5 })
        .expect(201)
    ).body.pricing;
    const theirs = `/api/provider/${b.providerId}`;
    await as(b).get(`${theirs}/client/${client.id}`).expect(404);
    await as(b).put(`${theirs}/client/${client.id}`).send({ name: 'Mine' }).expect(404);
    await as(b).get(`${theirs}/provider_client?client_id=${client.id}`).expect(404);
    await as(b)
      .put(`${theirs}/provider_client/${provider_client.id}`)
      .send({ active: false })
      .expect(404);
    await as(b).put(`${theirs}/client_product_price/${price.id}`).send({ price: 9 }).expect(404);
    await as(b).delete(`${theirs}/client_product_price/${price.id}`).expect(404);
    await as(b)
      .post(`${theirs}/client_product_price`)
      .send({ client_id: client.id, product_id: apple.id, price: 1 })
      .expect(404);
    await as(b)
      .post(`${theirs}/client_product_availability`)
      .send({ client_id: client.id, product_id: apple.id })
      .expect(404);
    expect(
      (await as(b).get(`${theirs}/client_product_price?client_id=${client.id}`).expect(200)).body
        .pricing,
    ).toEqual([]);
    expect((await as(b).get(`${theirs}/provider_clients`).expect(200)).body).toEqual({
      provider_clients: [],
      pagination: { total: 0 },
    });
    await as(b).get(`/api/provider/${a.providerId}/provider_clients`).expect(403);
  });
});
