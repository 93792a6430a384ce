/**
 * The rules of the tokens the app signs: who issues them, which door each opens (its audience)
 * and what a verified one must carry. Pure: signing and checking signatures is the library's
 * (tokens/signed-tokens.ts); these rules say what a verified payload means.
 */

export const TOKEN_ISSUER = 'stockflow';

export type LinkPurpose = 'invite' | 'reset';

/** The API's bearer tokens. A link's token has its own audience, so it opens no API route. */
export const ACCESS_AUDIENCE = 'stockflow:api';
export const linkAudience = (purpose: LinkPurpose) => `stockflow:${purpose}`;

/** What a verified access token says. */
export interface AccessClaims {
  /** The user id. */
  sub: string;
  email: string;
  /** The session (one sign-in and its refreshes): ended, it ends the token with it. */
  sid: string;
  /** Issued at and expires at, unix seconds. */
  iat: number;
  exp: number;
}

/** What a verified invite or reset link's token says. */
export interface LinkClaims {
  sub: string;
  email: string;
  purpose: LinkPurpose;
  iat: number;
  exp: number;
}

export class InvalidToken extends Error {
  constructor(reason: string) {
    super(`Invalid token: ${reason}`);
    this.name = 'InvalidToken';
  }
}

/** The URL-safe alphabet of base64url, without padding (RFC 7515, section 2). */
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * Whether `text` is base64url exactly as RFC 7515 writes it: the URL-safe alphabet, no padding,
 * and no bits set past the last byte. Decoders are lenient (Node's reads `+`, `/` and `=` too,
 * and ignores the spare bits of the last character), so several texts decode to one signature:
 * only the one an encoder writes is taken.
 */
export function isExactBase64url(text: string): boolean {
  return BASE64URL.test(text) && Buffer.from(text, 'base64url').toString('base64url') === text;
}

/**
 * Refuses a token that is not three segments of exact base64url (a JWS in compact form), before
 * any decoding: a signature re-encoded as standard or padded base64 is not the token we signed.
 */
export function checkCompactForm(token: string): void {
  const segments = token.split('.');
  if (segments.length !== 3 || !segments.every(isExactBase64url))
    throw new InvalidToken('not a token in compact form (three base64url segments)');
}

const text = (payload: Record<string, unknown>, name: string): string => {
  const value = payload[name];
  if (typeof value !== 'string' || value === '') throw new InvalidToken(`no ${name}`);
  return value;
};

const seconds = (payload: Record<string, unknown>, name: string): number => {
  const value = payload[name];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new InvalidToken(`no ${name}`);
  return value;
};

/** The claims of a verified access token's payload, or throws when one is missing. */
export function accessClaimsOf(payload: Record<string, unknown>): AccessClaims {
  return {
    sub: text(payload, 'sub'),
    email: text(payload, 'email'),
    sid: text(payload, 'sid'),
    iat: seconds(payload, 'iat'),
    exp: seconds(payload, 'exp'),
  };
}

/** The claims of a verified link token's payload, for the purpose its audience named. */
export function linkClaimsOf(payload: Record<string, unknown>, purpose: LinkPurpose): LinkClaims {
  return {
    sub: text(payload, 'sub'),
    email: text(payload, 'email'),
    purpose,
    iat: seconds(payload, 'iat'),
    exp: seconds(payload, 'exp'),
  };
}
