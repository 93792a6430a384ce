import sharp from 'sharp';
import Stripe from 'stripe';
import { checkoutCompleted, TEST_WEBHOOK_SECRET } from '../../../modules/billing/testing';
import { joinTeam, SignedUp, TestApp } from '../testing/create-test-app';
import { type Example, ID_KINDS, type IdKind, type World } from './world-shape';

export { type Example, ID_KINDS, type IdKind, readable, type World } from './world-shape';

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

type Method = 'GET' | 'POST' | 'PUT';
// biome-ignore lint/suspicious/noExplicitAny: answers are read by the fields the calls know
type Json = any;

/** Calls to the app as the world's people, each JSON body the app took kept as an example. */
class WorldApi {
  constructor(
    private readonly t: TestApp,
    private readonly examples: Example[],
  ) {}

  async call(
    who: SignedUp | undefined,
    method: Method,
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ) {
    const res = await this.t.app.inject({
      method,
      url,
      headers: {
        ...(who ? { authorization: who.bearer } : {}),
        // Its own address: the fuzzed logins may have locked the test's one address out.
        'x-forwarded-for': '10.9.9.9',
        ...headers,
      },
      ...(body ? { payload: body } : {}),
    });
    const ok = res.statusCode < 300;
    const path = url.split('?')[0];
    const same = (e: Example) =>
      e.method === method && e.path === path && JSON.stringify(e.body) === JSON.stringify(body);
    if (ok && body && !this.examples.some(same)) this.examples.push({ method, path, body });
    return { status: res.statusCode, body: (ok && res.body ? res.json() : undefined) as Json };
  }

  /** Like `call`, but throws unless the app took it. */
  async must(
    who: SignedUp | undefined,
    method: Method,
    url: string,
    body?: object,
    headers?: Record<string, string>,
  ) {
    const res = await this.call(who, method, url, body, headers);
    if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}`);
    return res.body;
  }

  /** Uploads one file as multipart, as the screens do. */
  async upload(who: SignedUp, url: string, file: { name: string; type: string; bytes: Buffer }) {
    const boundary = 'worldboundary';
    const res = await this.t.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: who.bearer,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    if (res.statusCode !== 201) throw new Error(`upload to ${url} answered ${res.statusCode}`);
    return res.json().path as string;
  }
}

/** Stripe's signature of a webhook body, as Stripe computes it with the test secret. */
const signStripe = (payload: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });

/**
 * Builds the world through the API, as a user would. In Stripe mode the owner's provider goes
 * Pro through a signed webhook (photos and the client link are Pro features); the stranger's
 * stays Free.
 */
export async function makeWorld(t: TestApp, mode: 'self-hosted' | 'stripe'): Promise<World> {
  const examples: Example[] = [];
  const api = new WorldApi(t, examples);
  const signUp = async (actor: Actor): Promise<SignedUp> => {
    const session = await api.must(undefined, 'POST', '/api/auth/signup', {
      email: EMAILS[actor],
      password: PASSWORDS[actor],
      name: `${actor} Ltd`,
    });
    const token = session.access_token as string;
    return {
      token,
      bearer: `Bearer ${token}`,
      providerId: session.providers[0].provider_id,
      userId: session.user.id,
    };
  };
  const owner = await signUp('owner');
  const stranger = await signUp('stranger');
  if (mode === 'stripe') {
    const event = checkoutCompleted({ providerId: owner.providerId, customerId: 'cus_fuzz' });
    await api.must(undefined, 'POST', '/api/billing/webhook', event, {
      'stripe-signature': signStripe(JSON.stringify(event)),
    });
  }
  await api.must(undefined, 'POST', '/api/auth/login', {
    email: EMAILS.stranger,
    password: PASSWORDS.stranger,
  });
  const teammate = await joinTeam(t, owner, EMAILS.teammate, ['inventory:update']);
  const base = `/api/provider/${owner.providerId}`;
  const location = (await api.must(owner, 'POST', `${base}/location`, { name: 'Main' })).location;
  const product = (await api.must(owner, 'POST', `${base}/product`, { name: 'Apple', price: 2 }))
    .product;
  const created = await api.must(owner, 'POST', `${base}/client`, {
    name: 'Deli',
    email: 'deli@example.test',
  });
  const theirs = `/api/provider/${stranger.providerId}`;
  const far = (await api.must(stranger, 'POST', `${theirs}/location`, { name: 'Far' })).location;
  const pear = (await api.must(stranger, 'POST', `${theirs}/product`, { name: 'Pear', price: 3 }))
    .product;

  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const photo = await api.upload(owner, `${base}/files`, {
    name: 'apple.png',
    type: 'image/png',
    bytes: png,
  });
  await api.must(owner, 'PUT', `${base}/product/${product.id}`, { photo });
  const field = await api.must(owner, 'POST', `${base}/metadata/fields`, {
    entity_type: 'PRODUCTS',
    field_label: 'Batch',
    field_type: 'SELECT',
    field_options: ['A', 'B'],
  });
  const clientId = created.client.id as string;
  const price = await api.must(owner, 'POST', `${base}/client_product_price`, {
    client_id: clientId,
    product_id: product.id,
    name: 'VIP',
    price: 1.5,
  });
  const availability = await api.must(owner, 'POST', `${base}/client_product_availability`, {
    client_id: clientId,
    product_id: product.id,
  });
  const ids: Record<IdKind, string[]> = {
    provider: [owner.providerId, stranger.providerId],
    user: [teammate.userId, owner.userId, stranger.userId],
    location: [location.id, far.id],
    product: [product.id, pear.id],
    client: [clientId],
    link: [created.provider_client.id],
    order: [],
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
    storagePaths: [photo],
    signedLink: { bucket: '', owner: '', name: '', expires: '', signature: '' },
    examples,
    signers: mode === 'stripe' ? { 'stripe-signature': signStripe } : {},
    names,
  };
  await restoreWorld(t, world);
  return world;
}

/**
 * Puts back what the previous route's fuzzing may have undone, so that every route meets the
 * same world: signed-in sessions (a logout or a deactivation ends them), the teammate's
 * membership, the active location, product and client link, a pending order with its
 * attachment, the custom price and availability. What was deleted is made again, under new ids.
 */
export async function restoreWorld(t: TestApp, world: World): Promise<void> {
  const api = new WorldApi(t, world.examples);
  const { owner, teammate, ids } = world;
  const base = `/api/provider/${owner.providerId}`;
  const signIn = async (actor: Actor) => {
    const who = world[actor];
    if ((await api.call(who, 'GET', `/api/provider/${who.providerId}/locations`)).status !== 401)
      return;
    const session = await api.must(undefined, 'POST', '/api/auth/login', {
      email: EMAILS[actor],
      password: PASSWORDS[actor],
    });
    who.token = session.access_token;
    who.bearer = `Bearer ${who.token}`;
    world.names.set(who.token, `{${actor} token}`);
  };
  await signIn('owner');
  await api.must(owner, 'PUT', `${base}/users/${teammate.userId}`, {
    active: true,
    permissions_denied: ['inventory:update'],
  });
  await signIn('teammate');
  await signIn('stranger');

  await api.must(owner, 'PUT', `${base}/location/${ids.location[0]}`, {
    active: true,
    default: true,
  });
  // A fuzzed PUT may have made it keep lots; the restock below names none.
  await api.must(owner, 'PUT', `${base}/product/${ids.product[0]}`, {
    active: true,
    track_lots: false,
  });
  await api.must(owner, 'PUT', `${base}/provider_client/${ids.link[0]}`, { active: true });
  const renew = (kind: IdKind, id: string) => {
    world.names.delete(ids[kind][0]);
    ids[kind][0] = id;
    world.names.set(id, `{${kind}}`);
  };
  const terms = { client_id: ids.client[0], product_id: ids.product[0] };
  const query = `client_id=${ids.client[0]}`;
  const prices = await api.call(owner, 'GET', `${base}/client_product_price?${query}`);
  if (!prices.body?.pricing.some((p: { id: string }) => p.id === ids.price[0]))
    renew(
      'price',
      (await api.must(owner, 'POST', `${base}/client_product_price`, { ...terms, price: 1.5 }))
        .pricing.id,
    );
  const available = await api.call(owner, 'GET', `${base}/client_product_availability?${query}`);
  if (!available.body?.availability.some((a: { id: string }) => a.id === ids.availability[0]))
    renew(
      'availability',
      (await api.must(owner, 'POST', `${base}/client_product_availability`, terms)).availability.id,
    );

  const current = ids.order[0]
    ? (await api.call(owner, 'GET', `${base}/order/${ids.order[0]}`)).body?.order
    : undefined;
  if (!current || current.cancelled || current.fulfilled) {
    const order = (fields: object) =>
      api.must(owner, 'POST', '/api/order', {
        order: {
          providerId: owner.providerId,
          locationId: ids.location[0],
          products: [{ id: ids.product[0], quantity: 1 }],
          ...fields,
        },
      });
    await order({ transaction_type: 'IN', products: [{ id: ids.product[0], quantity: 5 }] });
    renew('order', (await order({ clientId: ids.client[0], transaction_type: 'ORDER' })).order.id);
  }
  if (!current?.attachments?.some((a: { id: string }) => a.id === ids.attachment[0]))
    await attach(api, world);
}

/** Uploads a PDF and attaches it to the world's order. */
async function attach(api: WorldApi, world: World): Promise<void> {
  const { owner, ids } = world;
  const base = `/api/provider/${owner.providerId}`;
  const path = await api.upload(owner, `${base}/files?bucket=order_attachments`, {
    name: 'invoice.pdf',
    type: 'application/pdf',
    bytes: PDF,
  });
  const { attachment } = await api.must(
    owner,
    'POST',
    `${base}/order/${ids.order[0]}/attachments`,
    {
      storage_path: path,
      file_name: 'invoice.pdf',
    },
  );
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
