import request from 'supertest';
import { asMember } from './as-member';
import type { SignedUp, TestApp } from './create-test-app';

export interface Shop {
  locations: Record<string, { id: string }>;
  products: Record<string, { id: string }>;
  /** `key`: the key of the client's public link, what the portal's paths carry. */
  clients: Record<string, { id: string; linkId: string; key: string }>;
}

/**
 * A provider's catalog for order specs, made through the API: locations (the first becomes the
 * default), products with their prices, and clients (email from the name).
 */
export async function openShop(
  t: TestApp,
  owner: SignedUp,
  content: {
    locations?: string[];
    products?: Record<string, number | { price: number; metadata?: Record<string, unknown> }>;
    clients?: string[];
  },
): Promise<Shop> {
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
