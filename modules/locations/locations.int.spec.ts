import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';

describe('locations API', () => {
  let t: TestApp;
  let a: SignedUp;
  let b: SignedUp;
  const as = (who: SignedUp) => asMember(t, who);

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUp(t);
    b = await signUp(t);
  });
  afterAll(() => t.close());

  it('creates locations, makes the first the default and lists them by name', async () => {
    const base = `/api/provider/${a.providerId}`;
    const first = await as(a)
      .post(`${base}/location`)
      .send({ name: ' warehouse ', provider: a.providerId, active: true })
      .expect(201);
    expect(first.body.location).toEqual({
      id: expect.any(String),
      name: 'warehouse',
      active: true,
      default: true,
      provider: a.providerId,
    });
    await as(a).post(`${base}/location`).send({ name: 'Annex' }).expect(201);
    const shop = await as(a).post(`${base}/location`).send({ name: 'shop' }).expect(201);
    expect(shop.body.location.default).toBe(false);
    const list = await as(a).get(`${base}/locations`).expect(200);
    expect(list.body.locations.map((l: { name: string }) => l.name)).toEqual([
      'Annex',
      'shop',
      'warehouse',
    ]);
    const read = await as(a).get(`${base}/location/${shop.body.location.id}`).expect(200);
    expect(read.body.location).toEqual(shop.body.location);
  });

  it('keeps one default: setting one clears the other, and an inactive location cannot be default', async () => {
    const base = `/api/provider/${a.providerId}`;
    const list = (await as(a).get(`${base}/locations`).expect(200)).body.locations;
    const annex = list.find((l: { name: string }) => l.name === 'Annex');
    const updated = await as(a)
      .put(`${base}/location/${annex.id}`)
      .send({ default: true })
      .expect(200);
    expect(updated.body.location.default).toBe(true);
    const after = (await as(a).get(`${base}/locations`).expect(200)).body.locations;
    expect(
      after.filter((l: { default: boolean }) => l.default).map((l: { name: string }) => l.name),
    ).toEqual(['Annex']);

    const closed = await as(a)
      .put(`${base}/location/${annex.id}`)
      .send({ active: false })
      .expect(200);
    expect(closed.body.location).toMatchObject({ active: false, default: false });
    const refused = await as(a)
      .put(`${base}/location/${annex.id}`)
      .send({ default: true })
      .expect(400);
    expect(refused.body.message).toBe('An inactive location cannot be the default location.');
  });

  it('keeps a single default when many requests set defaults at once', async () => {
    const base = `/api/provider/${a.providerId}`;
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        as(a)
          .post(`${base}/location`)
          .send({ name: `Depot ${i}` })
          .expect(201),
      ),
    );
    await Promise.all(
      created.map((res) =>
        as(a).put(`${base}/location/${res.body.location.id}`).send({ default: true }).expect(200),
      ),
    );
    const list = (await as(a).get(`${base}/locations`).expect(200)).body.locations;
    expect(list.filter((l: { default: boolean }) => l.default)).toHaveLength(1);
  });

  it("answers the spec's message for a missing name", async () => {
    const base = `/api/provider/${a.providerId}`;
    expect((await as(a).post(`${base}/location`).send({}).expect(400)).body.message).toBe(
      'A name is required for a location.',
    );
    expect(
      (await as(a).post(`${base}/location`).send({ name: '   ' }).expect(400)).body.message,
    ).toBe('A name is required for a location.');
  });

  it('refuses null in a name or flag, naming it, and names over 200 characters', async () => {
    const base = `/api/provider/${a.providerId}`;
    const id = (await as(a).post(`${base}/location`).send({ name: 'Nullproof' }).expect(201)).body
      .location.id;
    const put = (body: object) => as(a).put(`${base}/location/${id}`).send(body);
    for (const [body, message] of [
      [{ name: null }, 'A name is required for a location.'],
      [{ active: null }, 'active must be true or false'],
      [{ default: null }, 'default must be true or false'],
      [{ name: 'L'.repeat(201) }, 'name must be at most 200 characters'],
    ] as const)
      expect((await put(body).expect(400)).body.message).toBe(message);
    expect(
      (await as(a).post(`${base}/location`).send({ name: 'Z', active: null }).expect(400)).body
        .message,
    ).toBe('active must be true or false');
    const kept = await as(a).get(`${base}/location/${id}`).expect(200);
    expect(kept.body.location).toMatchObject({ name: 'Nullproof', active: true });
  });

  it("answers 404 'No such location.' for a location the provider does not have", async () => {
    const missing = `/api/provider/${a.providerId}/location/00000000-0000-4000-8000-000000000000`;
    expect((await as(a).get(missing).expect(404)).body).toEqual({
      statusCode: 404,
      error: 'No such location.',
      message: 'No such location.',
    });
    expect((await as(a).put(missing).send({ name: 'X' }).expect(404)).body.message).toBe(
      'No such location.',
    );
  });

  it("neither shows nor changes another provider's locations", async () => {
    const mine = await as(a)
      .post(`/api/provider/${a.providerId}/location`)
      .send({ name: 'Vault' })
      .expect(201);
    const id = mine.body.location.id;
    await as(b).get(`/api/provider/${b.providerId}/location/${id}`).expect(404);
    await as(b)
      .put(`/api/provider/${b.providerId}/location/${id}`)
      .send({ name: 'Taken' })
      .expect(404);
    await as(b).get(`/api/provider/${a.providerId}/locations`).expect(403);
    expect(
      (await as(b).get(`/api/provider/${b.providerId}/locations`).expect(200)).body.locations,
    ).toEqual([]);
  });
});
