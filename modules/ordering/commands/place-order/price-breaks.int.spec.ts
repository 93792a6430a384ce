import { placeOrder, shopApp } from '../../../../apps/api/testing/shop';

interface Line {
  quantity: number;
  price: number | null;
  total?: string;
  product: { name: string };
}

describe('quantity breaks: an order line is priced at the break its quantity reaches', () => {
  const s = shopApp({
    locations: ['Bakehouse'],
    products: { 'Rye Loaf': 5, Baguette: 1.2 },
    clients: ['Corner Deli', 'Hill Cafe', 'Harbour Inn'],
    stock: { 'Rye Loaf': 5000, Baguette: 5000 },
  });
  const id = (product: string) => s.shop.products[product].id;
  const client = (name: string) => s.shop.clients[name];
  const portalOrder = (lines: Record<string, number>, name = 'Corner Deli') =>
    placeOrder(s.t, null, {
      providerId: s.owner.providerId,
      clientId: client(name).key,
      transaction_type: 'ORDER',
      products: Object.entries(lines).map(([product, quantity]) => ({ id: id(product), quantity })),
    }).expect(201);
  /** The placed order's unit price per product, and its subtotal. */
  const priced = async (placed: { body: { order: { id: string } } }) => {
    const order = await s.readOrder(placed.body.order.id);
    return {
      prices: Object.fromEntries(
        order.line_items.map((line: Line) => [line.product.name, line.price]),
      ),
      subtotal: order.totals.subtotal as string,
    };
  };
  const unitPrice = async (quantity: number, name?: string) =>
    (await priced(await portalOrder({ 'Rye Loaf': quantity }, name))).prices['Rye Loaf'];

  beforeAll(async () => {
    // Rye Loaf: $5.00, 12+ at $4.00, 48+ at $3.50.
    await s
      .as()
      .put(`${s.base}/product/${id('Rye Loaf')}`)
      .send({
        price_breaks: [
          { min_quantity: 12, price: 4 },
          { min_quantity: 48, price: 3.5 },
        ],
      })
      .expect(200);
    // Hill Cafe has its own: 6+ at $4.50, and nothing more.
    await s
      .as()
      .post(`${s.base}/client_price_breaks`)
      .send({
        client_id: client('Hill Cafe').id,
        product_id: id('Rye Loaf'),
        price_breaks: [{ min_quantity: 6, price: 4.5 }],
      })
      .expect(201);
    // Harbour Inn pays a custom $3.80 for Rye Loaf: dearer breaks are not for it.
    await s
      .as()
      .post(`${s.base}/client_product_price`)
      .send({ client_id: client('Harbour Inn').id, product_id: id('Rye Loaf'), price: 3.8 })
      .expect(201);
  });

  it('prices 11 units at the product price, 12 and 48 at their breaks, with the totals to match', async () => {
    expect(await unitPrice(11)).toBe(5);
    expect(await unitPrice(12)).toBe(4);
    expect(await unitPrice(47)).toBe(4);
    expect(await unitPrice(48)).toBe(3.5);
    // 12 × $4.00 + 10 × $1.20 = $60.00.
    const order = await priced(await portalOrder({ 'Rye Loaf': 12, Baguette: 10 }));
    expect(order).toEqual({ prices: { 'Rye Loaf': 4, Baguette: 1.2 }, subtotal: '60.00' });
  });

  it("shows the client the breaks it gets before it orders: its own in place of the product's", async () => {
    const breaksOf = async (name: string) =>
      (
        await s
          .http()
          .get(`/api/client/${client(name).key}/products?provider_id=${s.owner.providerId}`)
          .expect(200)
      ).body.products.find((p: { name: string }) => p.name === 'Rye Loaf').price_breaks;
    expect(await breaksOf('Corner Deli')).toEqual([
      { min_quantity: 12, price: 4 },
      { min_quantity: 48, price: 3.5 },
    ]);
    expect(await breaksOf('Hill Cafe')).toEqual([{ min_quantity: 6, price: 4.5 }]);
  });

  it("gives a client with breaks of its own those, never the product's", async () => {
    expect(await unitPrice(5, 'Hill Cafe')).toBe(5);
    expect(await unitPrice(6, 'Hill Cafe')).toBe(4.5);
    // The product's 12+ and 48+ are not this client's.
    expect(await unitPrice(48, 'Hill Cafe')).toBe(4.5);
  });

  it('never applies a break above the price the client has without breaks', async () => {
    // The 12+ break ($4.00) is dearer than the custom $3.80; the 48+ ($3.50) is cheaper.
    expect(await unitPrice(11, 'Harbour Inn')).toBe(3.8);
    expect(await unitPrice(12, 'Harbour Inn')).toBe(3.8);
    expect(await unitPrice(48, 'Harbour Inn')).toBe(3.5);
  });

  it('prices staff orders by the breaks too, unless staff pick another listed price', async () => {
    const staffOrder = (quantity: number, price?: number) =>
      placeOrder(s.t, s.owner, {
        providerId: s.owner.providerId,
        clientId: client('Harbour Inn').id,
        locationId: s.shop.locations.Bakehouse.id,
        transaction_type: 'ORDER',
        products: [{ id: id('Rye Loaf'), quantity, ...(price === undefined ? {} : { price }) }],
      }).expect(201);
    // The price that applies ($3.80, what the staff form sends) gets the break it reaches.
    expect((await priced(await staffOrder(48, 3.8))).prices['Rye Loaf']).toBe(3.5);
    expect((await priced(await staffOrder(48))).prices['Rye Loaf']).toBe(3.5);
    // Picking the product's Default price ($5.00) is the staff's choice, kept as it is.
    expect((await priced(await staffOrder(48, 5))).prices['Rye Loaf']).toBe(5);
  });
});
