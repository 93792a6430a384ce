import { placeOrder, shopApp } from '../../../../apps/api/testing/shop';

interface Breach {
  rule: string;
  product_id: string | null;
  message: string;
}

describe('ordering rules: what a client orders through the portal meets them; staff are not held', () => {
  const s = shopApp({
    locations: ['Bakehouse'],
    products: { 'Rye Loaf': 4, 'Spelt Flour': 7.25, Baguette: 1.2 },
    clients: ['Corner Deli', 'Hill Cafe'],
    stock: { 'Rye Loaf': 500, 'Spelt Flour': 500, Baguette: 500 },
  });
  const id = (product: string) => s.shop.products[product].id;
  const key = (client = 'Corner Deli') => s.shop.clients[client].key;
  /** An order through the client's portal key (no sign-in). */
  const portalOrder = (lines: Record<string, number>, client = 'Corner Deli') =>
    placeOrder(s.t, null, {
      providerId: s.owner.providerId,
      clientId: key(client),
      transaction_type: 'ORDER',
      products: Object.entries(lines).map(([name, quantity]) => ({ id: id(name), quantity })),
    });
  const refused = async (lines: Record<string, number>, client?: string) => {
    const res = await portalOrder(lines, client).expect(400);
    return res.body as { message: string; code: string; breaches: Breach[] };
  };
  const offer = async (client = 'Corner Deli') =>
    (
      await s
        .http()
        .get(`/api/client/${key(client)}/products?provider_id=${s.owner.providerId}`)
        .expect(200)
    ).body;
  const rulesOf = async (client?: string) =>
    Object.fromEntries(
      (await offer(client)).products.map(
        (p: { name: string; min_quantity: number | null; case_pack: number | null }) => [
          p.name,
          [p.min_quantity, p.case_pack],
        ],
      ),
    );

  beforeAll(async () => {
    // Rye Loaf: at least 6, by the case of 6. Spelt Flour: by the sack of 5. Baguette: none.
    await s
      .as()
      .put(`${s.base}/product/${id('Rye Loaf')}`)
      .send({ min_quantity: 6, case_pack: 6 })
      .expect(200);
    await s
      .as()
      .put(`${s.base}/product/${id('Spelt Flour')}`)
      .send({ case_pack: 5 })
      .expect(200);
    // Hill Cafe takes Rye Loaf from 2, by the pair.
    await s
      .as()
      .post(`${s.base}/client_product_rules`)
      .send({
        client_id: s.shop.clients['Hill Cafe'].id,
        product_id: id('Rye Loaf'),
        min_quantity: 2,
        case_pack: 2,
      })
      .expect(201);
  });

  it("shows each product's rules before the buyer meets them, the client's own where it has them", async () => {
    expect(await rulesOf()).toEqual({
      Baguette: [null, null],
      'Rye Loaf': [6, 6],
      'Spelt Flour': [null, 5],
    });
    expect((await rulesOf('Hill Cafe'))['Rye Loaf']).toEqual([2, 2]);
    expect((await offer()).min_order_value).toBeNull();
  });

  it('refuses a line below the minimum, naming the product and the rule, and places nothing', async () => {
    const before = await s.cell('Rye Loaf');
    const body = await refused({ 'Rye Loaf': 4 });
    expect(body.message).toBe(
      'Rye Loaf: order at least 6. Rye Loaf: order in multiples of 6 (6, 12, 18...).',
    );
    expect(body.code).toBe('ORDER_RULES');
    expect(body.breaches).toEqual([
      { rule: 'min_quantity', product_id: id('Rye Loaf'), message: 'Rye Loaf: order at least 6.' },
      {
        rule: 'case_pack',
        product_id: id('Rye Loaf'),
        message: 'Rye Loaf: order in multiples of 6 (6, 12, 18...).',
      },
    ]);
    expect(await s.cell('Rye Loaf')).toEqual(before);
  });

  it('refuses a line between case packs, and accepts one at the minimum and one at a multiple', async () => {
    expect((await refused({ 'Spelt Flour': 7 })).message).toBe(
      'Spelt Flour: order in multiples of 5 (5, 10, 15...).',
    );
    await portalOrder({ 'Rye Loaf': 6 }).expect(201);
    await portalOrder({ 'Rye Loaf': 18, 'Spelt Flour': 10, Baguette: 1 }).expect(201);
    // A line of none breaks nothing.
    await portalOrder({ 'Rye Loaf': 0, Baguette: 3 }).expect(201);
  });

  it("holds a client to its own rules rather than the product's", async () => {
    await portalOrder({ 'Rye Loaf': 2 }, 'Hill Cafe').expect(201);
    expect((await refused({ 'Rye Loaf': 3 }, 'Hill Cafe')).message).toBe(
      'Rye Loaf: order in multiples of 2 (2, 4, 6...).',
    );
    // The other client still meets the product's.
    expect((await refused({ 'Rye Loaf': 2 })).message).toContain('Rye Loaf: order at least 6.');
  });

  describe('with a minimum order value', () => {
    beforeAll(() => s.settings({ min_order_value: 100 }));
    afterAll(() => s.settings({ min_order_value: null }));

    it('shows the minimum order value with the products', async () => {
      expect((await offer()).min_order_value).toBe(100);
    });

    it('refuses an order whose total before tax is below it, saying both amounts', async () => {
      // 12 × $4.00 + 5 × $1.20 = $54.00.
      const body = await refused({ 'Rye Loaf': 12, Baguette: 5 });
      expect(body.message).toBe('The minimum order is $100.00; this order is $54.00.');
      expect(body.breaches).toEqual([
        {
          rule: 'min_order_value',
          product_id: null,
          message: 'The minimum order is $100.00; this order is $54.00.',
        },
      ]);
    });

    it('counts the total before tax, and accepts an order at the minimum exactly', async () => {
      const taxed = (tax_rate: number | null) =>
        s
          .as()
          .put(`${s.base}/product/${id('Rye Loaf')}`)
          .send({ tax_rate })
          .expect(200);
      await taxed(20);
      try {
        // 10 × $4.00 + 49 × $1.20 = $98.80 before tax ($106.80 with the 20 % on Rye Loaf).
        expect((await refused({ 'Rye Loaf': 10, Baguette: 49 }, 'Hill Cafe')).message).toBe(
          'The minimum order is $100.00; this order is $98.80.',
        );
        // 10 × $4.00 + 50 × $1.20 = $100.00.
        await portalOrder({ 'Rye Loaf': 10, Baguette: 50 }, 'Hill Cafe').expect(201);
      } finally {
        await taxed(null);
      }
    });

    it('says every breach at once: the lines first, then the order value', async () => {
      const body = await refused({ 'Rye Loaf': 4, 'Spelt Flour': 6 });
      expect(body.breaches.map((b) => b.rule)).toEqual([
        'min_quantity',
        'case_pack',
        'case_pack',
        'min_order_value',
      ]);
      expect(body.message).toBe(
        'Rye Loaf: order at least 6. Rye Loaf: order in multiples of 6 (6, 12, 18...). ' +
          'Spelt Flour: order in multiples of 5 (5, 10, 15...). ' +
          'The minimum order is $100.00; this order is $59.50.',
      );
    });

    it("writes the amounts in the provider's currency and locale", async () => {
      await s.settings({ currency: 'EUR', locale: 'de-DE' });
      try {
        expect((await refused({ Baguette: 1 })).message).toBe(
          'The minimum order is 100,00\u00a0€; this order is 1,20\u00a0€.',
        );
      } finally {
        await s.settings({ currency: 'USD', locale: 'en-US' });
      }
    });

    it('lets staff place an order for the client that breaks every rule', async () => {
      const placed = await placeOrder(s.t, s.owner, {
        providerId: s.owner.providerId,
        clientId: s.shop.clients['Corner Deli'].id,
        locationId: s.shop.locations.Bakehouse.id,
        transaction_type: 'ORDER',
        products: [
          { id: id('Rye Loaf'), quantity: 1 },
          { id: id('Spelt Flour'), quantity: 2 },
        ],
      }).expect(201);
      const order = await s.readOrder(placed.body.order.id);
      expect(
        order.line_items.map((line: { quantity: number; product: { name: string } }) => [
          line.product.name,
          line.quantity,
        ]),
      ).toEqual(
        expect.arrayContaining([
          ['Rye Loaf', 1],
          ['Spelt Flour', 2],
        ]),
      );
    });

    it('leaves stock movements as they were: any quantity in or out', async () => {
      const [before] = await s.cell('Rye Loaf');
      for (const type of ['IN', 'OUT'])
        await placeOrder(s.t, s.owner, {
          providerId: s.owner.providerId,
          locationId: s.shop.locations.Bakehouse.id,
          transaction_type: type,
          products: [{ id: id('Rye Loaf'), quantity: 1 }],
        }).expect(201);
      await placeOrder(s.t, s.owner, {
        providerId: s.owner.providerId,
        locationId: s.shop.locations.Bakehouse.id,
        transaction_type: 'ADJUST',
        products: [{ id: id('Rye Loaf'), quantity: -1 }],
      }).expect(201);
      expect((await s.cell('Rye Loaf'))[0]).toBe(before - 1);
    });
  });
});
