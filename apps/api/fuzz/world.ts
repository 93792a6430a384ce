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

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Builds the world through the API, as a user would. */
export async function makeWorld(t: TestApp): Promise<World> {
  const owner = await signUp(t, 'fuzz-owner@example.test');
  const stranger = await signUp(t, 'fuzz-stranger@example.test');
  const teammate = await joinTeam(t, owner, 'fuzz-mate@example.test', ['inventory:update']);
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
  const file = await ok<{ path: string }>(
    'attachment upload',
    as
      .post(`${base}/files?bucket=order_attachments`)
      .attach('file', PDF, { filename: 'invoice.pdf', contentType: 'application/pdf' }),
  );
  const attachment = await ok<{ attachment: { id: string; download_url: string } }>(
    'attachment',
    as
      .post(`${base}/order/${orderId}/attachments`)
      .send({ storage_path: file.path, file_name: 'invoice.pdf' }),
  );
  const link = new URL(attachment.attachment.download_url, 'http://app.test');
  const [bucket, fileOwner, name] = link.pathname.split('/').slice(-3);

  const ids: Record<IdKind, string[]> = {
    provider: [owner.providerId, stranger.providerId],
    user: [teammate.userId, owner.userId, stranger.userId],
    location: [locationId, theirs.locations.Far.id],
    product: [productId, theirs.products.Pear.id],
    client: [client.id],
    link: [client.linkId],
    order: [orderId],
    attachment: [attachment.attachment.id],
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
  return {
    owner,
    teammate,
    stranger,
    ids,
    emails: ['fuzz-owner@example.test', 'fuzz-mate@example.test', 'deli@example.test'],
    storagePaths: [photo.path, file.path],
    signedLink: {
      bucket,
      owner: fileOwner,
      name,
      expires: link.searchParams.get('expires') ?? '',
      signature: link.searchParams.get('signature') ?? '',
    },
    names,
  };
}

/** `text` with every id and token of the world replaced by its readable name. */
export function readable(world: World, text: string): string {
  let out = text;
  for (const [value, name] of world.names) out = out.split(value).join(name);
  return out;
}
