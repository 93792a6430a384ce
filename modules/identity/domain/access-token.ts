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
