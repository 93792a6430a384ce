/**
 * What the fuzzer aims at, without the app that built it: the ids, tokens and bodies a world
 * holds, read by the request generators whether they drive the app in process (the jest suite,
 * world.ts) or a running app over HTTP (bench/hostile-run.ts).
 */

/** The Authorization header's owner, as the generators need them. */
export interface Member {
  token: string;
  providerId: string;
  userId: string;
  /** The Authorization header value. */
  bearer: string;
}

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

/** A JSON body the world sent itself and the app took: a valid body to start mutating from. */
export interface Example {
  method: string;
  /** The path it was sent to, ids and all (the query left out). */
  path: string;
  body: unknown;
}

/**
 * What the fuzzer aims at: one provider with an owner, a teammate (denied inventory:update), a
 * location, a product with a photo, a client with its link, custom price and availability, a
 * custom field, an order with an attachment; and a stranger, another provider's owner with a
 * location and a product of their own, so that ids of another tenant are at hand too.
 */
export interface World {
  owner: Member;
  teammate: Member;
  stranger: Member;
  /** Real ids by kind, ours first, then the stranger's where there are any. */
  ids: Record<IdKind, string[]>;
  emails: string[];
  /** Storage paths of the photo and the attachment. */
  storagePaths: string[];
  /** The attachment's signed link (path and query), as the download route answers it. */
  signedLink: { bucket: string; owner: string; name: string; expires: string; signature: string };
  /** The bodies the world was built with. */
  examples: Example[];
  /** Headers that sign the body, by name: the fuzzer signs what it sends, or not. */
  signers: Record<string, (payload: string) => string>;
  /** A readable name for each id and token above, to print requests with. */
  names: Map<string, string>;
}

/** `text` with every id and token of the world replaced by its readable name. */
export function readable(world: World, text: string): string {
  let out = text;
  for (const [value, name] of world.names) out = out.split(value).join(name);
  return out;
}
