import request from 'supertest';
import { asMember } from './as-member';
import { createTestApp, type SignedUp, signUp, type TestApp } from './create-test-app';
import { solidPng } from './pdf-pages';

export interface Shop {
  locations: Record<string, { id: string }>;
  products: Record<string, { id: string }>;
  /** `key`: the key of the client's public link, what the portal's paths carry. */
  clients: Record<string, { id: string; linkId: string; key: string }>;
}

export interface ShopContent {
  locations?: string[];
  /** Each product's price, or the price and other fields of its creation. */
  products?: Record<
    string,
    | number
    | {
        price: number;
        metadata?: Record<string, unknown>;
        sku?: string;
        tax_rate?: number;
        track_lots?: boolean;
      }
  >;
  clients?: string[];
}

/**
 * A provider's catalog for order specs, made through the API: locations (the first becomes the
 * default), products with their prices, and clients (email from the name).
 */
export async function openShop(t: TestApp, owner: SignedUp, content: ShopContent): Promise<Shop> {
  const base = `/api/provider/${owner.providerId}`;
  const as = asMember(t, owner);
  const created = async (path: string, body: object) => {
    const res = await as.post(`${base}/${path}`).send(body);
    if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${res.text}`);
    return res.body;
  };
  const shop: Shop = { locations: {}, products: {}, clients: {} };
  for (const name of content.locations ?? [])
    shop.locations[name] = (await created('location', { name })).location;
  for (const [name, spec] of Object.entries(content.products ?? {}))
    shop.products[name] = (
      await created('product', typeof spec === 'number' ? { name, price: spec } : { name, ...spec })
    ).product;
  for (const name of content.clients ?? []) {
    const email = `${name.toLowerCase().replace(/\W+/g, '-')}@example.test`;
    const body = await created('client', { name, email });
    const link = await as.get(`${base}/client/${body.client.id}/link`);
    if (link.status !== 200) throw new Error(`GET client link answered ${link.status}`);
    shop.clients[name] = {
      id: body.client.id,
      linkId: body.provider_client.id,
      key: link.body.link_key,
    };
  }
  return shop;
}

/** POST /api/order as the spec's screens send it (the order as a JSON string), signed in or not. */
export function placeOrder(t: TestApp, who: SignedUp | null, order: object) {
  const req = request(t.app.getHttpServer()).post('/api/order');
  if (who) req.set('Authorization', who.bearer);
  return req.send({ order: JSON.stringify(order) });
}

/**
 * A client's order through its public link (no sign-in), at `locationId`; the id of each one
 * accepted is added to `placed`, in the order the answers came: commit order for orders placed
 * one after the other.
 */
export function clientOrder(
  t: TestApp,
  order: { providerId: string; clientKey: string; locationId: string },
  lines: { id: string; quantity: number }[],
  placed: string[],
) {
  return placeOrder(t, null, {
    providerId: order.providerId,
    clientId: order.clientKey,
    locationId: order.locationId,
    transaction_type: 'ORDER',
    products: lines,
  }).then((res) => {
    if (res.status === 201) placed.push(res.body.order.id);
    return res;
  });
}

/** What `shopApp` opens: the shop, what is done before it opens, and the stock it starts with. */
export interface ShopSetup extends ShopContent {
  /** The app's environment beyond the test defaults. */
  env?: Record<string, string>;
  /** Done once the owner has signed up, before the shop opens (the settings, the team). */
  beforeShop?: (s: ShopApp) => Promise<unknown>;
  /** Units of each product received at the first location, in one IN movement. */
  stock?: Record<string, number>;
}

/**
 * The whole app with one owner's shop open in it, for the order specs' describe blocks: `shopApp`
 * starts it before their tests and closes it after them. The calls are bound (they may be
 * destructured); the app, owner, shop and base path are there once it has started.
 */
export class ShopApp {
  #t?: TestApp;
  #owner?: SignedUp;
  #shop?: Shop;

  get t(): TestApp {
    return this.#t ?? this.#notStarted();
  }
  get owner(): SignedUp {
    return this.#owner ?? this.#notStarted();
  }
  get shop(): Shop {
    return this.#shop ?? this.#notStarted();
  }
  /** `/api/provider/<the owner's provider>`. */
  get base(): string {
    return `/api/provider/${this.owner.providerId}`;
  }

  async start(setup: ShopSetup): Promise<void> {
    this.#t = await createTestApp(setup.env);
    this.#owner = await signUp(this.#t);
    await setup.beforeShop?.(this);
    this.#shop = await openShop(this.#t, this.#owner, setup);
    const stock = Object.entries(setup.stock ?? {});
    if (stock.length > 0)
      await placeOrder(this.t, this.owner, {
        providerId: this.owner.providerId,
        locationId: this.#location(),
        transaction_type: 'IN',
        products: stock.map(([name, quantity]) => ({ id: this.shop.products[name].id, quantity })),
      }).expect(201);
  }

  async close(): Promise<void> {
    await this.#t?.close();
  }

  /** Requests as a member: the owner unless `who` is given. */
  readonly as = (who: SignedUp = this.owner) => asMember(this.t, who);

  /** Requests with no sign-in (the client portal's). */
  readonly http = () => request(this.t.app.getHttpServer());

  /** Puts the owner's business settings. */
  readonly settings = (body: object) =>
    this.as().put(`${this.base}/settings`).send(body).expect(200);

  /**
   * Gives the owner's documents a letterhead: Northwind Supplies Ltd, 1 Dock Road, Leeds, tax ID
   * GB123, and a logo of one colour (200 × 80 pixels).
   */
  readonly letterhead = async (logo: [number, number, number]) => {
    await this.settings({
      legal_name: 'Northwind Supplies Ltd',
      address: '1 Dock Road\nLeeds',
      tax_id: 'GB123',
    });
    await this.as()
      .put(`${this.base}/settings/logo`)
      .attach('file', solidPng(200, 80, logo), 'logo.png')
      .expect(200);
  };

  /** Receives units of a product (into a lot, when given) at a location, the first unless named. */
  readonly stockIn = (
    product: string,
    quantity: number,
    lot?: { lot_code: string; expiry_date: string },
    location?: string,
  ) =>
    placeOrder(this.t, this.owner, {
      providerId: this.owner.providerId,
      locationId: this.#location(location),
      transaction_type: 'IN',
      products: [{ id: this.shop.products[product].id, quantity, ...lot }],
    }).expect(201);

  /**
   * An ORDER of a client's (the first unless named), of `lines` (units by product name); its id.
   * Through the client's link, unless a member places it (`by`); at the default location, unless
   * one is named.
   */
  readonly order = async (
    lines: Record<string, number>,
    { client, by, location }: { client?: string; by?: SignedUp; location?: string } = {},
  ): Promise<string> => {
    const { id, key } = this.#client(client);
    const placed = await placeOrder(this.t, by ?? null, {
      providerId: this.owner.providerId,
      clientId: by ? id : key,
      ...(location ? { locationId: this.#location(location) } : {}),
      transaction_type: 'ORDER',
      products: Object.entries(lines).map(([name, quantity]) => ({
        id: this.shop.products[name].id,
        quantity,
      })),
    }).expect(201);
    return placed.body.order.id as string;
  };

  /** An order as the owner reads it. */
  readonly readOrder = async (orderId: string) =>
    (await this.as().get(`${this.base}/order/${orderId}`).expect(200)).body.order;

  /** Ships an order (all that remains, unless the body names the products), as a member. */
  readonly ship = (orderId: string, body: object = {}, who: SignedUp = this.owner) =>
    this.as(who).post(`${this.base}/order/${orderId}/shipments`).send(body);

  /**
   * Asks, from the portal of a client (the first unless named), to return units of an order:
   * `lines` gives each product's units and reason.
   */
  readonly askReturn = (
    orderId: string,
    lines: Record<string, [quantity: number, reason: string]>,
    { client, note }: { client?: string; note?: string } = {},
  ) =>
    this.http()
      .post(`/api/client/${this.#client(client).key}/order/${orderId}/returns`)
      .send({
        products: Object.entries(lines).map(([name, [quantity, reason]]) => ({
          product_id: this.shop.products[name].id,
          quantity,
          reason,
        })),
        ...(note === undefined ? {} : { note }),
      });

  /**
   * The stock grid's [current, committed] units of a product at a location (the first unless
   * named); [0, 0] when the grid has no such cell.
   */
  readonly cell = async (product: string, location?: string): Promise<[number, number]> => {
    const { inventory } = (await this.as().get(`${this.base}/inventory`).expect(200)).body;
    const found = inventory.find(
      (row: { product_id: string; location_id: string }) =>
        row.product_id === this.shop.products[product].id &&
        row.location_id === this.#location(location),
    );
    return found ? [found.current_stock, found.committed_stock] : [0, 0];
  };

  #location(name?: string): string {
    return (name ? this.shop.locations[name] : Object.values(this.shop.locations)[0]).id;
  }

  #client(name?: string) {
    return name ? this.shop.clients[name] : Object.values(this.shop.clients)[0];
  }

  #notStarted(): never {
    throw new Error('The shop app has not started: use it inside a test or a hook');
  }
}

/** A `ShopApp`, started before the describe block's tests (its `beforeAll`) and closed after. */
export function shopApp(setup: ShopSetup): ShopApp {
  const s = new ShopApp();
  beforeAll(() => s.start(setup));
  afterAll(() => s.close());
  return s;
}
