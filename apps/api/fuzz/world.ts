import sharp from 'sharp';
import { asMember } from '../testing/as-member';
import { joinTeam, SignedUp, signUp, TestApp } from '../testing/create-test-app';
import { openShop, placeOrder } from '../testing/shop';

/** The kinds of ids the app hands out, as path, query and body names call them. */
export const ID_KINDS = [
  'provider',
  'user',
  'location',
  'product',
  'client',
  'link',
  'order',
  'attachment',
  'field',
  'price',
  'availability',
] as const;
export type IdKind = (typeof ID_KINDS)[number];

/**
 * What the fuzzer aims at: one provider with an owner, a teammate (denied inventory:update), a
 * location, a product with a photo, a client with its link, custom price and availability, a
 * custom field, an order with an attachment; and a stranger, another provider's owner with a
 * location and a product of their own, so that ids of another tenant are at hand too.
 */
export interface World {
  owner: SignedUp;
  teammate: SignedUp;
  stranger: SignedUp;
  /** Real ids by kind, ours first, then the stranger's where there are any. */
  ids: Record<IdKind, string[]>;
  emails: string[];
  /** Storage paths of the photo and the attachment. */
  storagePaths: string[];
  /** The attachment's signed link (path and query), as the download route answers it. */
  signedLink: { bucket: string; owner: string; name: string; expires: string; signature: string };
  /** A readable name for each id and token above, to print requests with. */
  names: Map<string, string>;
}

type Actor = 'owner' | 'teammate' | 'stranger';
const PASSWORDS: Record<Actor, string> = {
  owner: 'secret-pass',
  teammate: 'mate-password',
  stranger: 'secret-pass',
};
const EMAILS: Record<Actor, string> = {
  owner: 'fuzz-owner@example.test',
  teammate: 'fuzz-mate@example.test',
  stranger: 'fuzz-stranger@example.test',
};

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Builds the world through the API, as a user would. */
export async function makeWorld(t: TestApp): Promise<World> {
  const owner = await signUp(t, EMAILS.owner);
  const stranger = await signUp(t, EMAILS.stranger);
  const teammate = await joinTeam(t, owner, EMAILS.teammate, ['inventory:update']);
  const shop = await openShop(t, owner, {
    locations: ['Main'],
    products: { Apple: 2 },
    clients: ['Deli'],
  });
  const theirs = await openShop(t, stranger, { locations: ['Far'], products: { Pear: 3 } });
  const as = asMember(t, owner);
  const base = `/api/provider/${owner.providerId}`;
  const ok = async <T>(what: string, pending: PromiseLike<{ status: number; body: T }>) => {
    const res = await pending;
    if (res.status >= 300) throw new Error(`${what} answered ${res.status}`);
    return res.body;
  };
  const locationId = shop.locations.Main.id;
  const productId = shop.products.Apple.id;
  const client = shop.clients.Deli;

  const png = await sharp({
    create: { width: 2, height: 2, channels: 3, background: '#c33' },
  })
    .png()
    .toBuffer();
  const photo = await ok<{ path: string }>(
    'photo upload',
    as
      .post(`${base}/files`)
      .attach('file', png, { filename: 'apple.png', contentType: 'image/png' }),
  );
  await ok('photo', as.put(`${base}/product/${productId}`).send({ photo: photo.path }));
  const field = await ok<{ field: { id: string } }>(
    'custom field',
    as.post(`${base}/metadata/fields`).send({
      entity_type: 'PRODUCTS',
      field_label: 'Batch',
      field_type: 'SELECT',
      field_options: ['A', 'B'],
    }),
  );
  const price = await ok<{ pricing: { id: string } }>(
    'custom price',
    as
      .post(`${base}/client_product_price`)
      .send({ client_id: client.id, product_id: productId, name: 'VIP', price: 1.5 }),
  );
  const availability = await ok<{ availability: { id: string } }>(
    'custom availability',
    as
      .post(`${base}/client_product_availability`)
      .send({ client_id: client.id, product_id: productId }),
  );
  const order = { providerId: owner.providerId, locationId };
  await ok(
    'stock in',
    placeOrder(t, owner, {
      ...order,
      transaction_type: 'IN',
      products: [{ id: productId, quantity: 50 }],
    }),
  );
  const placed = await ok<{ order: { id: string } }>(
    'order',
    placeOrder(t, owner, {
      ...order,
      clientId: client.id,
      transaction_type: 'ORDER',
      products: [{ id: productId, quantity: 2 }],
    }),
  );
  const orderId = placed.order.id;
  const ids: Record<IdKind, string[]> = {
    provider: [owner.providerId, stranger.providerId],
    user: [teammate.userId, owner.userId, stranger.userId],
    location: [locationId, theirs.locations.Far.id],
    product: [productId, theirs.products.Pear.id],
    client: [client.id],
    link: [client.linkId],
    order: [orderId],
    attachment: [],
    field: [field.field.id],
    price: [price.pricing.id],
    availability: [availability.availability.id],
  };
  const names = new Map<string, string>();
  for (const kind of ID_KINDS)
    for (const [i, id] of ids[kind].entries()) names.set(id, `{${i === 0 ? '' : 'other '}${kind}}`);
  names.set(owner.userId, '{owner}');
  names.set(stranger.userId, '{stranger}');
  names.set(teammate.userId, '{teammate}');
  names.set(owner.token, '{owner token}');
  names.set(teammate.token, '{teammate token}');
  names.set(stranger.token, '{stranger token}');
  const world: World = {
    owner,
    teammate,
    stranger,
    ids,
    emails: [...Object.values(EMAILS), 'deli@example.test'],
    storagePaths: [photo.path],
    signedLink: { bucket: '', owner: '', name: '', expires: '', signature: '' },
    names,
  };
  await attach(t, world);
  return world;
}

/**
 * Puts back what the previous route's fuzzing may have undone, so that every route meets the
 * same world: signed-in sessions (a logout or a deactivation ends them), the teammate's
 * membership, the active location, product and client link, a pending order with its
 * attachment, the custom price and availability. What was deleted is made again, under new ids.
 */
export async function restoreWorld(t: TestApp, world: World): Promise<void> {
  const call = async (
    who: SignedUp | undefined,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: object,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: {
        ...(who ? { authorization: who.bearer } : {}),
        // Signing in again from an address of its own: the fuzzed logins may have locked out
        // the test's one address for these emails.
        'x-forwarded-for': '10.9.9.9',
      },
      ...(body ? { payload: body } : {}),
    });
    return {
      status: res.statusCode,
      body: res.statusCode < 300 && res.body ? res.json() : undefined,
    };
  };
  const { owner, teammate, ids } = world;
  const base = `/api/provider/${owner.providerId}`;
  const signIn = async (actor: Actor) => {
    const who = world[actor];
    if ((await call(who, 'GET', `/api/provider/${who.providerId}/locations`)).status !== 401)
      return;
    const session = await call(undefined, 'POST', '/api/auth/login', {
      email: EMAILS[actor],
      password: PASSWORDS[actor],
    });
    if (session.status !== 200)
      throw new Error(`${actor} could not sign in again: ${session.status}`);
    who.token = session.body.access_token;
    who.bearer = `Bearer ${who.token}`;
    world.names.set(who.token, `{${actor} token}`);
  };
  await signIn('owner');
  await call(owner, 'PUT', `${base}/users/${teammate.userId}`, {
    active: true,
    permissions_denied: ['inventory:update'],
  });
  await signIn('teammate');
  await signIn('stranger');

  await call(owner, 'PUT', `${base}/location/${ids.location[0]}`, { active: true, default: true });
  await call(owner, 'PUT', `${base}/product/${ids.product[0]}`, { active: true });
  await call(owner, 'PUT', `${base}/provider_client/${ids.link[0]}`, { active: true });
  const renew = (kind: IdKind, id: string) => {
    world.names.delete(ids[kind][0]);
    ids[kind][0] = id;
    world.names.set(id, `{${kind}}`);
  };
  const query = `client_id=${ids.client[0]}`;
  const prices = await call(owner, 'GET', `${base}/client_product_price?${query}`);
  if (!prices.body?.pricing.some((p: { id: string }) => p.id === ids.price[0]))
    renew(
      'price',
      (
        await call(owner, 'POST', `${base}/client_product_price`, {
          client_id: ids.client[0],
          product_id: ids.product[0],
          price: 1.5,
        })
      ).body.pricing.id,
    );
  const availability = await call(owner, 'GET', `${base}/client_product_availability?${query}`);
  if (!availability.body?.availability.some((a: { id: string }) => a.id === ids.availability[0]))
    renew(
      'availability',
      (
        await call(owner, 'POST', `${base}/client_product_availability`, {
          client_id: ids.client[0],
          product_id: ids.product[0],
        })
      ).body.availability.id,
    );
  let order = (await call(owner, 'GET', `${base}/order/${ids.order[0]}`)).body?.order;
  if (!order || order.cancelled || order.fulfilled) {
    await call(owner, 'POST', '/api/order', {
      order: JSON.stringify({
        providerId: owner.providerId,
        locationId: ids.location[0],
        transaction_type: 'IN',
        products: [{ id: ids.product[0], quantity: 5 }],
      }),
    });
    const placed = await call(owner, 'POST', '/api/order', {
      order: JSON.stringify({
        providerId: owner.providerId,
        locationId: ids.location[0],
        clientId: ids.client[0],
        transaction_type: 'ORDER',
        products: [{ id: ids.product[0], quantity: 1 }],
      }),
    });
    if (!placed.body) throw new Error(`a new order was refused: ${placed.status}`);
    renew('order', placed.body.order.id);
    order = { attachments: [] };
  }
  if (!order.attachments.some((a: { id: string }) => a.id === ids.attachment[0]))
    await attach(t, world);
}

/** Uploads a PDF and attaches it to the world's order. */
async function attach(t: TestApp, world: World): Promise<void> {
  const { owner, ids } = world;
  const base = `/api/provider/${owner.providerId}`;
  const boundary = 'worldboundary';
  const upload = await t.app.inject({
    method: 'POST',
    url: `${base}/files?bucket=order_attachments`,
    headers: {
      authorization: owner.bearer,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="invoice.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (upload.statusCode !== 201) throw new Error(`attachment upload answered ${upload.statusCode}`);
  const path = upload.json().path as string;
  const added = await t.app.inject({
    method: 'POST',
    url: `${base}/order/${ids.order[0]}/attachments`,
    headers: { authorization: owner.bearer },
    payload: { storage_path: path, file_name: 'invoice.pdf' },
  });
  if (added.statusCode !== 201) throw new Error(`attachment answered ${added.statusCode}`);
  const attachment = added.json().attachment as { id: string; download_url: string };
  world.names.delete(ids.attachment[0]);
  ids.attachment[0] = attachment.id;
  world.names.set(attachment.id, '{attachment}');
  world.storagePaths[1] = path;
  const link = new URL(attachment.download_url, 'http://app.test');
  const [bucket, fileOwner, name] = link.pathname.split('/').slice(-3);
  world.signedLink = {
    bucket,
    owner: fileOwner,
    name,
    expires: link.searchParams.get('expires') ?? '',
    signature: link.searchParams.get('signature') ?? '',
  };
}

/** `text` with every id and token of the world replaced by its readable name. */
export function readable(world: World, text: string): string {
  let out = text;
  for (const [value, name] of world.names) out = out.split(value).join(name);
  return out;
}
