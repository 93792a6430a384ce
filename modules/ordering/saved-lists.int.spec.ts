import { ShopApp } from '../../apps/api/testing/shop';

interface ListLine {
  product_id: string;
  name: string;
  quantity: number;
  orderable: boolean;
}
interface SavedList {
  id: string;
  name: string;
  lines: ListLine[];
}

describe("client portal: saved lists kept on the server for the client's record", () => {
  const s = new ShopApp();
  let providerId: string;
  let key: string;
  let otherKey: string;
  let rye: string;
  let baguette: string;
  let scone: string;
  const path = (k = key) => `/api/client/${k}/lists`;
  const listsOf = async (k = key): Promise<SavedList[]> =>
    (await s.http().get(path(k)).query({ provider_id: providerId }).expect(200)).body.lists;
  const create = (body: object, k = key) =>
    s
      .http()
      .post(path(k))
      .send({ provider_id: providerId, ...body });
  const monday = () => ({
    name: 'Monday order',
    lines: [
      { product_id: rye, quantity: 4 },
      { product_id: baguette, quantity: 10 },
    ],
  });

  beforeAll(async () => {
    await s.start({
      locations: ['Main'],
      products: { 'Rye Loaf': 3, Baguette: 2, Scone: 1 },
      clients: ['Deli', 'Cafe'],
    });
    providerId = s.owner.providerId;
    key = s.shop.clients.Deli.key;
    otherKey = s.shop.clients.Cafe.key;
    rye = s.shop.products['Rye Loaf'].id;
    baguette = s.shop.products.Baguette.id;
    scone = s.shop.products.Scone.id;
  }, 120_000);
  afterAll(() => s.close());

  it('saves a list, trimmed, and lists it with each product by name', async () => {
    const created = await create({ ...monday(), name: '  Monday order  ' }).expect(201);
    expect(created.body).toMatchObject({
      name: 'Monday order',
      lines: [
        { product_id: rye, name: 'Rye Loaf', quantity: 4, orderable: true },
        { product_id: baguette, name: 'Baguette', quantity: 10, orderable: true },
      ],
    });
    const lists = await listsOf();
    expect(lists.map((l) => [l.name, l.lines.map((line) => line.quantity)])).toEqual([
      ['Monday order', [4, 10]],
    ]);
    expect(lists[0].id).toBe(created.body.id);
  });

  it('renames a list and replaces its lines', async () => {
    const [list] = await listsOf();
    const renamed = await s
      .http()
      .put(`${path()}/${list.id}`)
      .send({ name: 'Weekly order' })
      .expect(200);
    expect(renamed.body.name).toBe('Weekly order');
    expect(renamed.body.lines).toHaveLength(2);

    await s
      .http()
      .put(`${path()}/${list.id}`)
      .send({ lines: [{ product_id: scone, quantity: 12 }] })
      .expect(200);
    const [after] = await listsOf();
    expect(after.name).toBe('Weekly order');
    expect(after.lines).toEqual([
      { product_id: scone, name: 'Scone', quantity: 12, orderable: true },
    ]);
  });

  it('refuses a second list of the same name, case aside, with a 409 naming it', async () => {
    const res = await create({ ...monday(), name: 'weekly ORDER' }).expect(409);
    expect(res.body.message).toBe(
      'You already have a list named "weekly ORDER". Choose another name.',
    );
    const other = await create(monday()).expect(201);
    const clash = await s
      .http()
      .put(`${path()}/${other.body.id}`)
      .send({ name: 'Weekly order' })
      .expect(409);
    expect(clash.body.message).toContain('"Weekly order"');
    await s.http().delete(`${path()}/${other.body.id}`).expect(204);
  });

  it('names the field of a bad body in a 400', async () => {
    const cases: [object, string][] = [
      [{ name: '   ' }, "name is required: the list's name"],
      [{ name: 'x'.repeat(81) }, 'name must be at most 80 characters'],
      [{ name: null }, "name is required: the list's name"],
      [{ name: 42 }, "name is required: the list's name"],
      [{ lines: [] }, 'lines must be a list of { product_id, quantity }, at least one'],
      [{ lines: null }, 'lines must be a list of { product_id, quantity }, at least one'],
      [{ lines: 'rye' }, 'lines must be a list of { product_id, quantity }, at least one'],
      [{ lines: [null] }, 'lines[0] must be { product_id, quantity }'],
      [
        {
          lines: [
            { product_id: rye, quantity: 1 },
            { product_id: 'rye', quantity: 1 },
          ],
        },
        "lines[1].product_id must be a product's id",
      ],
      [
        { lines: [{ product_id: rye, quantity: 0 }] },
        'lines[0].quantity must be a whole number from 1 to 1,000,000',
      ],
      [
        { lines: [{ product_id: rye, quantity: 1.5 }] },
        'lines[0].quantity must be a whole number from 1 to 1,000,000',
      ],
      [
        { lines: [{ product_id: rye, quantity: 1_000_001 }] },
        'lines[0].quantity must be a whole number from 1 to 1,000,000',
      ],
      [
        { lines: [{ product_id: rye, quantity: '3' }] },
        'lines[0].quantity must be a whole number from 1 to 1,000,000',
      ],
      [
        { lines: Array.from({ length: 501 }, () => ({ product_id: rye, quantity: 1 })) },
        'lines may hold at most 500 lines',
      ],
      [{ provider_id: 'bakery' }, 'provider_id is required: the provider the list orders from'],
    ];
    for (const [change, message] of cases) {
      const res = await create({ ...monday(), ...change }).expect(400);
      expect([change, res.body.message]).toEqual([change, expect.stringContaining(message)]);
    }
    const nul = await create({ ...monday(), name: 'Mon\u0000day' }).expect(400);
    expect(nul.body.message).toContain('name');
    expect(nul.body.message).toContain('NUL');
    const surrogate = await create({ ...monday(), name: 'Mon\ud800day' }).expect(400);
    expect(surrogate.body.message).toContain('name');
    expect(surrogate.body.message).toContain('surrogate');
    expect((await listsOf()).map((l) => l.name)).toEqual(['Weekly order']);
  });

  it('refuses a line whose product the client may not order, naming the line', async () => {
    const stranger = '00000000-0000-4000-8000-000000000001';
    const res = await create({
      name: 'Odd',
      lines: [
        { product_id: rye, quantity: 1 },
        { product_id: stranger, quantity: 1 },
      ],
    }).expect(400);
    expect(res.body.message).toBe(
      'lines[1].product_id is not a product you may order from this provider',
    );
    const twice = await create({
      name: 'Odd',
      lines: [
        { product_id: rye, quantity: 1 },
        { product_id: rye, quantity: 2 },
      ],
    }).expect(400);
    expect(twice.body.message).toBe(
      'lines[1].product_id is already in the list on an earlier line',
    );
  });

  it('asks for something to change in an update', async () => {
    const [list] = await listsOf();
    const res = await s.http().put(`${path()}/${list.id}`).send({}).expect(400);
    expect(res.body.message).toBe('name or lines is required: what to change in the list');
    const nullName = await s.http().put(`${path()}/${list.id}`).send({ name: null }).expect(400);
    expect(nullName.body.message).toContain('name');
  });

  it('keeps a product no longer offered in the list, marked so, by name', async () => {
    const list = (
      await create({
        name: 'Baguettes',
        lines: [
          { product_id: baguette, quantity: 5 },
          { product_id: rye, quantity: 1 },
        ],
      }).expect(201)
    ).body as SavedList;
    await s.as().put(`${s.base}/product/${baguette}`).send({ active: false }).expect(200);
    try {
      const read = (await listsOf()).find((l) => l.id === list.id);
      expect(read?.lines).toEqual([
        { product_id: baguette, name: 'Baguette', quantity: 5, orderable: false },
        { product_id: rye, name: 'Rye Loaf', quantity: 1, orderable: true },
      ]);
      // Another line changed: the line the list held already stays, offered or not.
      const changed = await s
        .http()
        .put(`${path()}/${list.id}`)
        .send({
          lines: [
            { product_id: baguette, quantity: 5 },
            { product_id: rye, quantity: 2 },
          ],
        })
        .expect(200);
      expect(changed.body.lines).toEqual([
        { product_id: baguette, name: 'Baguette', quantity: 5, orderable: false },
        { product_id: rye, name: 'Rye Loaf', quantity: 2, orderable: true },
      ]);
      // A list that did not hold it may not take it.
      const weekly = (await listsOf()).find((l) => l.name === 'Weekly order')!;
      const refused = await s
        .http()
        .put(`${path()}/${weekly.id}`)
        .send({ lines: [{ product_id: baguette, quantity: 1 }] })
        .expect(400);
      expect(refused.body.message).toBe(
        'lines[0].product_id is not a product you may order from this provider',
      );
    } finally {
      await s.as().put(`${s.base}/product/${baguette}`).send({ active: true }).expect(200);
      await s.http().delete(`${path()}/${list.id}`).expect(204);
    }
  });

  it("shows another client nothing, and answers 404 for a list that is not the key's", async () => {
    const [list] = await listsOf();
    expect(await listsOf(otherKey)).toEqual([]);
    const put = await s
      .http()
      .put(`${path(otherKey)}/${list.id}`)
      .send({ name: 'Mine now' })
      .expect(404);
    expect(put.body.message).toBe('No such list.');
    await s
      .http()
      .delete(`${path(otherKey)}/${list.id}`)
      .expect(404);
    expect((await listsOf()).map((l) => l.name)).toEqual(['Weekly order']);
    const unknownKey = await s.http().get(path('not-a-key')).query({ provider_id: providerId });
    expect(unknownKey.status).toBeGreaterThanOrEqual(400);
    expect(unknownKey.body.lists).toBeUndefined();
  });

  it('answers 400 for a list id that is not an id and 404 for one that is no list', async () => {
    await s.http().put(`${path()}/monday`).send({ name: 'X' }).expect(400);
    await s.http().delete(`${path()}/00000000-0000-4000-8000-000000000002`).expect(404);
    const query = await s.http().get(path()).expect(400);
    expect(query.body.message).toContain('provider_id');
  });

  it('keeps at most 50 lists per client and provider', async () => {
    const have = (await listsOf()).length;
    for (let i = have; i < 50; i++)
      await create({ name: `List ${i}`, lines: [{ product_id: rye, quantity: 1 }] }).expect(201);
    const res = await create({
      name: 'One more',
      lines: [{ product_id: rye, quantity: 1 }],
    }).expect(409);
    expect(res.body.message).toBe(
      'You have 50 lists already, the most you may keep. Delete one to save another.',
    );
    // Another client keeps its own fifty.
    await create({ name: 'One more', lines: [{ product_id: rye, quantity: 1 }] }, otherKey).expect(
      201,
    );
  });

  it('deletes a list', async () => {
    const lists = await listsOf();
    const weekly = lists.find((l) => l.name === 'Weekly order')!;
    await s.http().delete(`${path()}/${weekly.id}`).expect(204);
    const after = await listsOf();
    expect(after).toHaveLength(lists.length - 1);
    expect(after.some((l) => l.id === weekly.id)).toBe(false);
    await s.http().delete(`${path()}/${weekly.id}`).expect(404);
  });
});
