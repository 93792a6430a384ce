import { randomUUID } from 'node:crypto';
import { linkMailedTo, SignedUp, signUp } from '../../../../apps/api/testing/create-test-app';
import { eventually } from '../../../../apps/api/testing/portal-probes';
import { openShop, placeOrder, Shop, shopApp } from '../../../../apps/api/testing/shop';

/** A line of the answer, as the screens read it. */
interface Verdict {
  line: number;
  sku: string;
  quantity: number;
  verdict: string;
  product: {
    id: string;
    name: string;
    sku: string;
    price: number;
    min_quantity: number | null;
    case_pack: number | null;
  } | null;
  added: number;
  available: number | null;
  merged_lines: number[];
  merged_into: number | null;
}

describe('client portal: quick order checks pasted SKU lines against what the client may order', () => {
  // Rye Loaf 10 in stock (Deli pays 2.50), Spelt Flour 4, Baguette none, Old Roll no longer
  // offered, Eggs 30 (at least 12, by trays of 6; any number for Bistro); Cafe may order Rye
  // Loaf alone (its availability).
  const s = shopApp({
    locations: ['Bakehouse'],
    products: {
      'Rye Loaf': { price: 3, sku: 'RYE-800' },
      'Spelt Flour': { price: 7.25, sku: 'SPL-1KG' },
      Baguette: { price: 1.2, sku: 'BAG-1' },
      'Old Roll': { price: 1, sku: 'OLD-1' },
      Eggs: { price: 0.3, sku: 'EGG-6' },
      'No Code': 4,
    },
    clients: ['Deli', 'Cafe', 'Bistro'],
    stock: { 'Rye Loaf': 10, 'Spelt Flour': 4, Eggs: 30 },
  });
  let stranger: SignedUp;
  let strangerShop: Shop;
  const deli = () => s.shop.clients.Deli;
  const check = (key: string, body: object) =>
    s.http().post(`/api/client/${key}/quick_order`).send(body);
  const verdicts = async (key: string, lines: object[], providerId = s.owner.providerId) =>
    (await check(key, { provider_id: providerId, lines }).expect(200)).body.lines as Verdict[];
  const refusal = async (body: object, status = 400, key = deli().key) =>
    (await check(key, body).expect(status)).body.message as string;
  const lines = (n: number) => Array.from({ length: n }, () => ({ sku: 'RYE-800', quantity: 1 }));

  beforeAll(async () => {
    const { as, base, shop } = s;
    await as()
      .put(`${base}/product/${shop.products['Old Roll'].id}`)
      .send({ active: false })
      .expect(200);
    await as()
      .post(`${base}/client_product_price`)
      .send({ client_id: deli().id, product_id: shop.products['Rye Loaf'].id, price: 2.5 })
      .expect(201);
    await as()
      .put(`${base}/product/${shop.products.Eggs.id}`)
      .send({ min_quantity: 12, case_pack: 6 })
      .expect(200);
    await as()
      .post(`${base}/client_product_rules`)
      .send({ client_id: shop.clients.Bistro.id, product_id: shop.products.Eggs.id })
      .expect(201);
    await as()
      .post(`${base}/client_product_availability`)
      .send({ client_id: shop.clients.Cafe.id, product_id: shop.products['Rye Loaf'].id })
      .expect(201);
    stranger = await signUp(s.t);
    strangerShop = await openShop(s.t, stranger, {
      locations: ['Far'],
      products: { 'Their Loaf': { price: 9, sku: 'THEIR-1' } },
      clients: ['Corner'],
    });
  });

  it('answers a verdict per line, in the order sent, with the line number and the client’s price', async () => {
    const { products } = s.shop;
    const answer = await verdicts(deli().key, [
      { sku: 'RYE-800', quantity: 3 },
      { sku: 'NOPE-1', quantity: 1 },
      { sku: 'BAG-1', quantity: 2 },
      { sku: 'spl-1kg', quantity: 9 },
      { sku: 'OLD-1', quantity: 1 },
      { sku: ' rye-800 ', quantity: 2 },
      { sku: 'RYE-800', quantity: 0 },
    ]);
    const noRules = { min_quantity: null, case_pack: null };
    const rye = {
      id: products['Rye Loaf'].id,
      name: 'Rye Loaf',
      sku: 'RYE-800',
      price: 2.5,
      ...noRules,
    };
    const blank = { added: 0, available: null, merged_lines: [], merged_into: null };
    expect(answer).toEqual([
      {
        line: 1,
        sku: 'RYE-800',
        quantity: 3,
        verdict: 'ok',
        product: rye,
        ...blank,
        added: 5,
        merged_lines: [6],
      },
      { line: 2, sku: 'NOPE-1', quantity: 1, verdict: 'unknown_sku', product: null, ...blank },
      {
        line: 3,
        sku: 'BAG-1',
        quantity: 2,
        verdict: 'out_of_stock',
        product: {
          id: products.Baguette.id,
          name: 'Baguette',
          sku: 'BAG-1',
          price: 1.2,
          ...noRules,
        },
        ...blank,
        available: 0,
      },
      {
        line: 4,
        sku: 'spl-1kg',
        quantity: 9,
        verdict: 'capped',
        product: {
          id: products['Spelt Flour'].id,
          name: 'Spelt Flour',
          sku: 'SPL-1KG',
          price: 7.25,
          ...noRules,
        },
        ...blank,
        added: 4,
        available: 4,
      },
      // An inactive product: the client learns nothing of it but that it is not offered.
      { line: 5, sku: 'OLD-1', quantity: 1, verdict: 'not_offered', product: null, ...blank },
      {
        line: 6,
        sku: 'rye-800',
        quantity: 2,
        verdict: 'merged',
        product: rye,
        ...blank,
        merged_into: 1,
      },
      { line: 7, sku: 'RYE-800', quantity: 0, verdict: 'invalid_quantity', product: rye, ...blank },
    ]);
  });

  it("holds the lines of a product together to its ordering rules, the client's own over the product's", async () => {
    const asked = (quantities: number[], key = deli().key) =>
      verdicts(
        key,
        quantities.map((quantity) => ({ sku: 'EGG-6', quantity })),
      ).then((answer) => answer.map((line) => [line.verdict, line.added, line.available]));
    expect(await asked([6])).toEqual([['below_minimum', 0, null]]);
    expect(await asked([14])).toEqual([['not_a_case_multiple', 0, null]]);
    expect(await asked([6, 6])).toEqual([
      ['ok', 12, null],
      ['merged', 0, null],
    ]);
    // 42 asked (seven trays), 30 in stock: five trays.
    expect(await asked([42])).toEqual([['capped', 30, 30]]);
    const [line] = await verdicts(deli().key, [{ sku: 'EGG-6', quantity: 12 }]);
    expect(line.product).toMatchObject({ min_quantity: 12, case_pack: 6 });
    // Bistro's own rules waive both.
    expect(await asked([7], s.shop.clients.Bistro.key)).toEqual([['ok', 7, null]]);
  });

  it("says a product outside the client's availability is not offered, and prices at the default without a custom price", async () => {
    const answer = await verdicts(s.shop.clients.Cafe.key, [
      { sku: 'SPL-1KG', quantity: 1 },
      { sku: 'RYE-800', quantity: 1 },
    ]);
    expect(answer.map((line) => [line.verdict, line.product?.price ?? null])).toEqual([
      ['not_offered', null],
      ['ok', 3],
    ]);
  });

  it("reads only the key's provider: another provider's SKU is unknown, and nothing is reserved", async () => {
    const [line] = await verdicts(deli().key, [{ sku: 'THEIR-1', quantity: 1 }]);
    expect(line.verdict).toBe('unknown_sku');
    // Checking changes nothing: the stock is as it was.
    expect(await s.cell('Rye Loaf')).toEqual([10, 0]);
    expect(await s.cell('Spelt Flour')).toEqual([4, 0]);
  });

  it('lowers against what is available now: after an order took 8 Rye Loaves, 5 asked add 2', async () => {
    await s.order({ 'Rye Loaf': 8 }, { client: 'Cafe' });
    const [line] = await verdicts(deli().key, [{ sku: 'RYE-800', quantity: 5 }]);
    expect([line.verdict, line.added, line.available]).toEqual(['capped', 2, 2]);
  });

  it('answers 200 lines in one request', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({
      sku: i % 2 ? 'SPL-1KG' : `UNKNOWN-${i}`,
      quantity: 1,
    }));
    const answer = await verdicts(deli().key, many);
    expect(answer).toHaveLength(200);
    expect(answer[1]).toMatchObject({ line: 2, verdict: 'capped', added: 4, available: 4 });
    expect(answer[1].merged_lines).toHaveLength(99);
    expect(answer[199]).toMatchObject({ line: 200, verdict: 'merged', merged_into: 2 });
    expect(answer[198]).toMatchObject({ line: 199, verdict: 'unknown_sku' });
  });

  it('refuses a provider the key does not order from as unknown (404), and an unknown key', async () => {
    expect(await refusal({ provider_id: stranger.providerId, lines: lines(1) }, 404)).toBe(
      'No such client for this provider.',
    );
    await refusal({ provider_id: randomUUID(), lines: lines(1) }, 404);
    await check(randomUUID(), { provider_id: s.owner.providerId, lines: lines(1) }).expect(404);
    // The stranger's own client may not reach the bakery's catalog with its key either.
    await refusal(
      { provider_id: s.owner.providerId, lines: lines(1) },
      404,
      strangerShop.clients.Corner.key,
    );
  });

  it('names the field of each malformed request in a 400', async () => {
    const provider_id = s.owner.providerId;
    const cases: [object, string | RegExp][] = [
      [{ lines: lines(1) }, 'provider_id is required: the provider to order from'],
      [
        { provider_id: 'bakery', lines: lines(1) },
        'provider_id is required: the provider to order from',
      ],
      [{ provider_id }, 'lines must be a list of { sku, quantity }, at least one'],
      [{ provider_id, lines: [] }, 'lines must be a list of { sku, quantity }, at least one'],
      [
        { provider_id, lines: 'RYE-800 3' },
        'lines must be a list of { sku, quantity }, at least one',
      ],
      [{ provider_id, lines: lines(501) }, 'lines may hold at most 500 lines'],
      [{ provider_id, lines: ['RYE-800'] }, 'lines[0] must be { sku, quantity }'],
      [{ provider_id, lines: [{ quantity: 1 }] }, "lines[0].sku is required: the product's SKU"],
      [
        { provider_id, lines: [{ sku: '   ', quantity: 1 }] },
        "lines[0].sku is required: the product's SKU",
      ],
      [
        { provider_id, lines: [{ sku: 7, quantity: 1 }] },
        "lines[0].sku is required: the product's SKU",
      ],
      [
        { provider_id, lines: [{ sku: 'X'.repeat(201), quantity: 1 }] },
        'lines[0].sku must be at most 200 characters',
      ],
      ...[1.5, -1, 1e10, '3', null, true, [3]].map((quantity): [object, string] => [
        {
          provider_id,
          lines: [
            { sku: 'RYE-800', quantity: 1 },
            { sku: 'RYE-800', quantity },
          ],
        },
        'lines[1].quantity must be a whole number from 0 to 1,000,000,000',
      ]),
      [
        { provider_id, lines: [{ sku: 'RYE\u0000800', quantity: 1 }] },
        /^body\.lines\.0\.sku contains a NUL character/,
      ],
      [
        { provider_id, lines: [{ sku: 'RYE-\ud800', quantity: 1 }] },
        /^body\.lines\.0\.sku contains an unpaired UTF-16 surrogate/,
      ],
    ];
    for (const [body, message] of cases) expect(await refusal(body)).toMatch(message);
  });

  it("refuses a provider's disabled link with the portal's sentence", async () => {
    const { as, base, shop } = s;
    await as()
      .put(`${base}/provider_client/${shop.clients.Cafe.linkId}`)
      .send({ active: false })
      .expect(200);
    expect(
      await refusal(
        { provider_id: s.owner.providerId, lines: lines(1) },
        403,
        shop.clients.Cafe.key,
      ),
    ).toBe('Your link with this provider is not active.');
  });

  it("checks the lines of each provider of a client's own portal against that provider's catalog", async () => {
    // The stranger adds the bakery's Deli by its email: the Deli's portal mails the request.
    const added = await s
      .as(stranger)
      .post(`/api/provider/${stranger.providerId}/client`)
      .send({ name: 'Deli Two', email: 'deli@example.test' })
      .expect(201);
    const link = await eventually('the mail to the Deli', async () => {
      try {
        return linkMailedTo(s.t, 'deli@example.test');
      } catch {
        return undefined;
      }
    });
    const portalKey = link.pathname.split('/').at(-1)!;
    const requests = async () =>
      (await s.http().get(`/api/client/${portalKey}/link_requests`).expect(200)).body
        .link_requests as { id: string }[];
    const asked = await eventually('the request', async () => (await requests())[0]);
    await s.http().post(`/api/client/${portalKey}/link_requests/${asked.id}/accept`).expect(200);
    await placeOrder(s.t, stranger, {
      providerId: stranger.providerId,
      locationId: strangerShop.locations.Far.id,
      transaction_type: 'IN',
      products: [{ id: strangerShop.products['Their Loaf'].id, quantity: 5 }],
    }).expect(201);
    expect(added.body.client.id).not.toBe(deli().id);

    const ask = [
      { sku: 'THEIR-1', quantity: 2 },
      { sku: 'SPL-1KG', quantity: 1 },
    ];
    const atStranger = await verdicts(portalKey, ask, stranger.providerId);
    expect(atStranger.map((line) => [line.verdict, line.product?.name ?? null])).toEqual([
      ['ok', 'Their Loaf'],
      ['unknown_sku', null],
    ]);
    const atBakery = await verdicts(portalKey, ask, s.owner.providerId);
    expect(atBakery.map((line) => [line.verdict, line.product?.name ?? null])).toEqual([
      ['unknown_sku', null],
      ['ok', 'Spelt Flour'],
    ]);
  });
  it('gives no stock figure where the provider shows stock in words: short lines add nothing', async () => {
    await s.settings({ portal_stock: 'words' });
    try {
      const answer = await verdicts(deli().key, [
        { sku: 'SPL-1KG', quantity: 9 },
        { sku: 'BAG-1', quantity: 1 },
        { sku: 'SPL-1KG', quantity: 1 },
      ]);
      expect(answer.map((line) => [line.verdict, line.added, line.available])).toEqual([
        ['not_enough_stock', 0, null],
        ['out_of_stock', 0, null],
        ['not_enough_stock', 0, null],
      ]);
      const [fits] = await verdicts(deli().key, [{ sku: 'SPL-1KG', quantity: 4 }]);
      expect([fits.verdict, fits.added, fits.available]).toEqual(['ok', 4, null]);
    } finally {
      await s.settings({ portal_stock: 'exact' });
    }
  });
});
