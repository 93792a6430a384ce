import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { openShop, Shop } from '../../apps/api/testing/shop';

/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A JPEG's first bytes are all the logo check reads. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);

interface PortalLink {
  provider: { id: string; name: string };
  client: { id: string; name: string; email: string };
  shop: {
    legal_name: string | null;
    address: string | null;
    email: string | null;
    logo_url: string | null;
    currency: string;
    locale: string;
  };
}

describe("client portal: whose shop it is, from the provider's business settings", () => {
  let t: TestApp;
  let bakery: SignedUp;
  let mill: SignedUp;
  let stranger: SignedUp;
  const bakeryEmail = `bakery-${randomUUID()}@example.test`;
  const strangerEmail = `stranger-${randomUUID()}@example.test`;
  let bakeryShop: Shop;
  let strangerShop: Shop;
  let deli: { id: string; linkId: string; key: string };
  let millLinkId: string;
  const http = () => request(t.app.getHttpServer());
  const linksOf = async (key: string): Promise<PortalLink[]> =>
    (await http().get(`/api/client/${key}/provider_client`).expect(200)).body.providerClients;
  const linkTo = async (key: string, provider: SignedUp) =>
    (await linksOf(key)).find((link) => link.provider.id === provider.providerId);
  const logoPath = (key: string, provider: SignedUp) =>
    `/api/client/${key}/providers/${provider.providerId}/logo`;
  const setLogo = (owner: SignedUp, bytes: Buffer, name: string) =>
    asMember(t, owner)
      .put(`/api/provider/${owner.providerId}/settings/logo`)
      .attach('file', bytes, name)
      .expect(200);

  beforeAll(async () => {
    t = await createTestApp();
    bakery = await signUp(t, bakeryEmail);
    mill = await signUp(t);
    stranger = await signUp(t, strangerEmail);
    bakeryShop = await openShop(t, bakery, {
      locations: ['Main'],
      products: { 'Rye Loaf': { price: 3, sku: 'RYE-800' }, Baguette: 2 },
      clients: ['Deli'],
    });
    deli = bakeryShop.clients.Deli;
    strangerShop = await openShop(t, stranger, { clients: ['Cafe'] });
    await asMember(t, bakery)
      .put(`/api/provider/${bakery.providerId}/settings`)
      .send({ legal_name: 'Hill Bakery Ltd', address: '1 Mill Lane\nYork', currency: 'GBP' })
      .expect(200);
    await setLogo(bakery, PNG, 'logo.png');
    // The stranger has a logo and an address too: nothing of them may reach the deli's key.
    await asMember(t, stranger)
      .put(`/api/provider/${stranger.providerId}/settings`)
      .send({ legal_name: 'Stranger Goods', address: '9 Far Road' })
      .expect(200);
    await setLogo(stranger, JPEG, 'logo.jpg');
    // A second provider of the same client record (as client-portal-disabled-link does: no
    // route makes one on an existing record), with no settings of its own.
    millLinkId = randomUUID();
    await t.test.db.query(
      'INSERT INTO clients_provider_links (id, provider_id, client_id) VALUES ($1, $2, $3)',
      [millLinkId, mill.providerId, deli.id],
    );
  });
  afterAll(() => t.close());

  it("names the provider's letterhead, address, email, money and logo beside the client's name at that provider", async () => {
    const link = await linkTo(deli.key, bakery);
    expect(link?.client.name).toBe('Deli');
    expect(link?.shop).toEqual({
      legal_name: 'Hill Bakery Ltd',
      address: '1 Mill Lane\nYork',
      email: bakeryEmail,
      phone: null,
      logo_url: expect.stringMatching(
        new RegExp(
          `^/api/client/${deli.key}/providers/${bakery.providerId}/logo\\?v=[0-9a-f]{12}$`,
        ),
      ),
      currency: 'GBP',
      locale: 'en-US',
    });
    // A provider that set nothing: the defaults, no address, no logo.
    expect((await linkTo(deli.key, mill))?.shop).toEqual({
      legal_name: null,
      address: null,
      email: expect.stringMatching(/@example\.test$/),
      phone: null,
      logo_url: null,
      currency: 'USD',
      locale: 'en-US',
    });
  });

  it('serves the logo at the address the portal was given, and a new logo at a new address', async () => {
    const before = (await linkTo(deli.key, bakery))!.shop.logo_url!;
    const served = await http().get(before).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

    await setLogo(bakery, JPEG, 'logo.jpg');
    const after = (await linkTo(deli.key, bakery))!.shop.logo_url!;
    expect(after).not.toBe(before);
    const replaced = await http().get(after).expect(200);
    expect(replaced.headers['content-type']).toBe('image/jpeg');

    // Removed: no address to read, and the route says there is none.
    await asMember(t, bakery)
      .delete(`/api/provider/${bakery.providerId}/settings/logo`)
      .expect(200);
    expect((await linkTo(deli.key, bakery))!.shop.logo_url).toBeNull();
    const none = await http().get(logoPath(deli.key, bakery)).expect(404);
    expect(none.body.message).toBe('No logo is set.');
    await setLogo(bakery, PNG, 'logo.png');
  });

  it("never answers another provider's logo or contact through this client's key", async () => {
    // The stranger has a logo, but the deli does not order from it: unknown, as any stranger.
    const refused = await http().get(logoPath(deli.key, stranger)).expect(404);
    expect(refused.body.message).toBe('No such provider for this client.');
    const listed = await linksOf(deli.key);
    expect(listed.map((link) => link.provider.id).sort()).toEqual(
      [bakery.providerId, mill.providerId].sort(),
    );
    expect(JSON.stringify(listed)).not.toContain('Stranger Goods');
    expect(JSON.stringify(listed)).not.toContain('9 Far Road');
    expect(JSON.stringify(listed)).not.toContain(strangerEmail);
    // The stranger's own client reads the stranger's shop, and not the bakery's logo.
    const cafe = strangerShop.clients.Cafe.key;
    expect((await linkTo(cafe, stranger))?.shop.legal_name).toBe('Stranger Goods');
    await http().get(logoPath(cafe, stranger)).expect(200);
    await http().get(logoPath(cafe, bakery)).expect(404);
    // An unknown key opens nothing.
    await http().get(logoPath(randomUUID(), bakery)).expect(404);
  });

  it("closes a provider's logo once it disables the link, and leaves the other provider's open", async () => {
    await t.test.db.query('UPDATE clients_provider_links SET active = false WHERE id = $1', [
      millLinkId,
    ]);
    try {
      const refused = await http().get(logoPath(deli.key, mill)).expect(403);
      expect(refused.body.message).toBe('Your link with this provider is not active.');
      expect(await linkTo(deli.key, mill)).toBeUndefined();
      await http().get(logoPath(deli.key, bakery)).expect(200);
    } finally {
      await t.test.db.query('UPDATE clients_provider_links SET active = true WHERE id = $1', [
        millLinkId,
      ]);
    }
  });

  it('refuses a provider id that is not a UUID with a 400, and a hostile one without a 500', async () => {
    const bad = await http().get(`/api/client/${deli.key}/providers/not-a-uuid/logo`).expect(400);
    expect(bad.body.message).toBe('provider_id must be the id of a provider (a UUID)');
    const hostile = await http().get(`/api/client/${deli.key}/providers/%00/logo`);
    expect(hostile.status).toBe(400);
  });

  it("lists each product the client may order with its SKU, for the portal's search", async () => {
    const answer = await http()
      .get(`/api/client/${deli.key}/products?provider_id=${bakery.providerId}`)
      .expect(200);
    const skus = Object.fromEntries(
      answer.body.products.map((p: { name: string; sku: string | null }) => [p.name, p.sku]),
    );
    expect(skus).toEqual({ Baguette: null, 'Rye Loaf': 'RYE-800' });
  });
});
