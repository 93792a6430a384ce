/**
 * The shape of a key's secret: `sk_live_` and 32 random bytes in base64url (43 characters). The
 * list shows a prefix of it (`sk_live_` and 6 characters) that names the key without giving it
 * away. Pure: the random bytes come from the caller.
 */
export const SECRET_MARK = 'sk_live_';
export const SECRET_BYTES = 32;
const PREFIX_CHARS = 6;
const SECRET_SHAPE = /^sk_live_[A-Za-z0-9_-]{43}$/;

export function secretOf(random: Uint8Array): string {
  if (random.length < SECRET_BYTES) throw new Error(`A key needs ${SECRET_BYTES} random bytes`);
  return SECRET_MARK + Buffer.from(random).toString('base64url');
}

export function prefixOf(secret: string): string {
  return secret.slice(0, SECRET_MARK.length + PREFIX_CHARS);
}

/** Whether a bearer token is meant as an API key (then it is a key's or nothing). */
export function looksLikeKey(token: string): boolean {
  return token.startsWith(SECRET_MARK);
}

/** Whether it has the exact shape of one (else no lookup is made). */
export function isKeyShaped(token: string): boolean {
  return SECRET_SHAPE.test(token);
}

export const MAX_KEY_NAME = 100;
export const MAX_KEYS_PER_PROVIDER = 50;
