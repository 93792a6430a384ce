/**
 * The hostile run's world, set up through the public HTTP API only, as users would: two
 * providers (tenants), each with an owner, a clerk denied `orders:create` and a stock-keeper
 * denied `inventory:update`, two locations, three products, two clients with their link keys,
 * stock, a pending order per client. Every name carries its tenant's mark, so that an answer
 * showing one tenant's data to the other is found by a text search.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Example, IdKind, Member, World } from '../../apps/api/fuzz/world-shape';
import { type Answer, HttpClient } from './http-client';

export type Role = 'owner' | 'clerk' | 'keeper';
const ROLES: Role[] = ['owner', 'clerk', 'keeper'];
const DENIED: Record<Role, string[]> = {
  owner: [],
  clerk: ['orders:create'],
  keeper: ['inventory:update'],
};
const PASSWORD = 'hostile-pass-1';

export interface Person extends Member {
  email: string;
  refreshToken: string;
}

export interface ClientOf {
  id: string;
  /** The provider_client link's id. */
  linkId: string;
  /** The key of the client's public link (`/client/{key}`). */
  key: string;
  name: string;
  email: string;
  /** Orders placed for this client. */
  orders: string[];
}

export interface Tenant {
  label: 'A' | 'B';
  providerId: string;
  name: string;
  people: Record<Role, Person>;
  locations: { id: string; name: string }[];
  products: { id: string; name: string }[];
  clients: ClientOf[];
  fieldIds: string[];
  /** Every order id the tenant's provider has, as far as the run knows. */
  orders: Set<string>;
  examples: Example[];
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read by the fields the calls know
type Json = any;

const STALE = new Set(['ECONNRESET', 'EPIPE']);

/**
 * One request, sent again once when the kept-alive socket it went out on had been closed by
 * the server meanwhile (idle past its keep-alive timeout): that says nothing of the request.
 */
export async function request(
  http: HttpClient,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  try {
    return await http.request(method, path, headers, body);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (!STALE.has(code ?? '') && message !== 'socket hang up') throw error;
    return http.request(method, path, headers, body);
  }
}

/** JSON calls to the running app; `must` throws unless the app took the request. */
export class Api {
  constructor(readonly http: HttpClient) {}

  async call(
    bearer: string | undefined,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer & { json: Json }> {
    const headers: Record<string, string> = {};
    if (bearer) headers.authorization = bearer;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await request(
      this.http,
      method,
      path,
      headers,
      body === undefined ? undefined : JSON.stringify(body),
    );
    let json: Json;
    try {
      json = answer.body ? JSON.parse(answer.body) : undefined;
    } catch {
      json = undefined;
    }
    return { ...answer, json };
  }

  async must(bearer: string | undefined, method: string, path: string, body?: unknown) {
    const answer = await this.call(bearer, method, path, body);
    if (answer.status >= 300)
      throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    return answer.json;
  }
}

/** The newest mail to `to` in the app's DATA_DIR/mailbox: where a fresh install's mail goes. */
function linkMailedTo(dataDir: string, to: string): URL {
  const folder = join(dataDir, 'mailbox');
  const mails = readdirSync(folder)
    .sort()
    .map((f) => readFileSync(join(folder, f), 'utf8'))
    .filter((eml) => eml.includes(`To: ${to}`));
  const link = /https?:\/\/\S+/.exec(mails.at(-1) ?? '')?.[0];
  if (!link) throw new Error(`No link mailed to ${to}`);
  return new URL(link);
}

const person = (session: Json, email: string, providerId: string): Person => ({
  token: session.access_token,
  bearer: `Bearer ${session.access_token}`,
  refreshToken: session.refresh_token,
  providerId,
  userId: session.user.id,
  email,
});

/** One tenant, its marks in every name (`Alpha`, `Bravo`) and a run-unique suffix. */
async function makeTenant(
  api: Api,
  dataDir: string,
  label: 'A' | 'B',
  run: string,
): Promise<Tenant> {
  const mark = label === 'A' ? 'Alpha' : 'Bravo';
  const examples: Example[] = [];
  const must = async (who: Person | undefined, method: string, path: string, body?: unknown) => {
    const json = await api.must(who?.bearer, method, path, body);
    if (body !== undefined && typeof body === 'object')
      examples.push({ method, path: path.split('?')[0], body });
    return json;
  };
  const ownerEmail = `${mark.toLowerCase()}-owner-${run}@example.test`;
  const session = await api.must(undefined, 'POST', '/api/auth/signup', {
    email: ownerEmail,
    password: PASSWORD,
    name: `${mark} Holdings ${run}`,
  });
  const providerId = session.providers[0].provider_id as string;
  const owner = person(session, ownerEmail, providerId);
  const base = `/api/provider/${providerId}`;
  const people = { owner } as Record<Role, Person>;
  for (const role of ROLES.slice(1)) {
    const email = `${mark.toLowerCase()}-${role}-${run}@example.test`;
    await must(owner, 'POST', `${base}/users`, { email });
    const hash = new URLSearchParams(linkMailedTo(dataDir, email).hash.slice(1));
    const accepted = await api.must(undefined, 'POST', '/api/auth/accept-invite', {
      password: PASSWORD,
      auth: { access_token: hash.get('access_token'), refresh_token: hash.get('refresh_token') },
    });
    people[role] = person(accepted, email, providerId);
    await must(owner, 'PUT', `${base}/users/${people[role].userId}`, {
      permissions_denied: DENIED[role],
    });
  }
  const locations = [];
  for (const name of [`${mark} Depot ${run}`, `${mark} Annex ${run}`])
    locations.push({
      id: (await must(owner, 'POST', `${base}/location`, { name })).location.id,
      name,
    });
  const products = [];
  for (const [i, name] of [
    `${mark} Widget ${run}`,
    `${mark} Gadget ${run}`,
    `${mark} Sprocket ${run}`,
  ].entries())
    products.push({
      id: (await must(owner, 'POST', `${base}/product`, { name, price: 2 + i })).product.id,
      name,
    });
  const field = await must(owner, 'POST', `${base}/metadata/fields`, {
    entity_type: 'PRODUCTS',
    field_label: `${mark} Batch ${run}`,
    field_type: 'SELECT',
    field_options: ['A', 'B'],
  });
  const clients: ClientOf[] = [];
  for (const who of ['Shop', 'Diner']) {
    const name = `${mark} ${who} ${run}`;
    const email = `${mark.toLowerCase()}-${who.toLowerCase()}-${run}@example.test`;
    const created = await must(owner, 'POST', `${base}/client`, { name, email });
    const id = created.client.id as string;
    const { link_key } = await must(owner, 'GET', `${base}/client/${id}/link`);
    clients.push({
      id,
      linkId: created.provider_client.id,
      key: link_key,
      name,
      email,
      orders: [],
    });
  }
  const orders = new Set<string>();
  for (const location of locations) {
    const stocked = await must(owner, 'POST', '/api/order', {
      order: {
        providerId,
        locationId: location.id,
        transaction_type: 'IN',
        products: products.map((p) => ({ id: p.id, quantity: 1000 })),
      },
    });
    orders.add(stocked.order.id);
  }
  for (const client of clients) {
    // As the client orders: through its link, without a token.
    const placed = await must(undefined, 'POST', '/api/order', {
      order: {
        providerId,
        clientId: client.key,
        locationId: locations[0].id,
        transaction_type: 'ORDER',
        products: [{ id: products[0].id, quantity: 1 }],
        notes: `${mark} note ${run}`,
      },
    });
    client.orders.push(placed.order.id);
    orders.add(placed.order.id);
  }
  // Client 0's own price and offer come after its first order: it may order product 1 only.
  await must(owner, 'POST', `${base}/client_product_price`, {
    client_id: clients[0].id,
    product_id: products[0].id,
    name: `${mark} VIP ${run}`,
    price: 1.5,
  });
  await must(owner, 'POST', `${base}/client_product_availability`, {
    client_id: clients[0].id,
    product_id: products[1].id,
  });
  return {
    label,
    providerId,
    name: `${mark} Holdings ${run}`,
    people,
    locations,
    products,
    clients,
    fieldIds: [field.field.id],
    orders,
    examples,
  };
}

export async function makeTenants(api: Api, dataDir: string): Promise<[Tenant, Tenant]> {
  const run = Math.random().toString(36).slice(2, 8);
  return [await makeTenant(api, dataDir, 'A', run), await makeTenant(api, dataDir, 'B', run)];
}

/**
 * A world as the fuzz suite's generators take it: `as` calls with its tokens, `on`'s ids come
 * first (the ones "that look right"), then the other tenant's. With `as` of one tenant and `on`
 * of the other, every request that looks right is a cross-tenant attack. `portal` puts link
 * keys where a client is named (the portal's routes and tokenless orders take keys).
 */
export function worldOf(
  as: { owner: Person; teammate: Person; stranger: Person },
  on: Tenant,
  other: Tenant,
  portal: boolean,
): World {
  const ids = (t: Tenant): Record<IdKind, string[]> => ({
    provider: [t.providerId],
    user: ROLES.map((r) => t.people[r].userId),
    location: t.locations.map((l) => l.id),
    product: t.products.map((p) => p.id),
    client: t.clients.flatMap((c) => (portal ? [c.key] : [c.id])),
    link: t.clients.map((c) => c.linkId),
    order: t.clients.flatMap((c) => c.orders),
    attachment: [],
    field: t.fieldIds,
    price: [],
    availability: [],
  });
  const first = ids(on);
  const second = ids(other);
  const merged = Object.fromEntries(
    Object.keys(first).map((k) => [k, [...first[k as IdKind], ...second[k as IdKind]]]),
  ) as Record<IdKind, string[]>;
  if (portal) merged.client.push(...on.clients.map((c) => c.id));
  const names = new Map<string, string>();
  for (const t of [on, other]) {
    names.set(t.providerId, `{provider ${t.label}}`);
    for (const r of ROLES) {
      names.set(t.people[r].userId, `{${r} ${t.label}}`);
      names.set(t.people[r].token, `{${r} ${t.label} token}`);
    }
    for (const [i, l] of t.locations.entries()) names.set(l.id, `{location ${t.label}${i}}`);
    for (const [i, p] of t.products.entries()) names.set(p.id, `{product ${t.label}${i}}`);
    t.clients.forEach((c, i) => {
      names.set(c.id, `{client ${t.label}${i}}`);
      names.set(c.key, `{link key ${t.label}${i}}`);
      for (const [j, o] of c.orders.entries()) names.set(o, `{order ${t.label}${i}.${j}}`);
    });
  }
  return {
    ...as,
    ids: merged,
    emails: [on, other].flatMap((t) => [
      ...ROLES.map((r) => t.people[r].email),
      ...t.clients.map((c) => c.email),
    ]),
    storagePaths: ['product_photos/none.png'],
    signedLink: {
      bucket: 'order_attachments',
      owner: on.providerId,
      name: 'none',
      expires: '0',
      signature: 'none',
    },
    examples: on.examples,
    signers: {},
    names,
  };
}
