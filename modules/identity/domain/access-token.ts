/**
 * Short-lived access tokens: HS256 JSON Web Tokens. Pure apart from the HMAC, which is passed
 * in, so the rules (expiry, shape, signature) are testable without keys or clocks.
 */
export interface AccessClaims {
  /** The user id. */
  sub: string;
  email: string;
  /** Issued at and expires at, unix seconds. */
  iat: number;
  exp: number;
  /** Set on the tokens of invite and reset links: they open only that one door. */
  purpose?: 'invite' | 'reset';
}

export type Hmac = (data: string) => Buffer;

export class InvalidAccessToken extends Error {
  constructor(reason: string) {
    super(`Invalid access token: ${reason}`);
    this.name = 'InvalidAccessToken';
  }
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function signAccessToken(claims: AccessClaims, hmac: Hmac): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${hmac(body).toString('base64url')}`;
}

/** The claims of a token signed with this key and not expired at `nowSeconds`, or throws. */
export function verifyAccessToken(
  token: string,
  hmac: Hmac,
  nowSeconds: number,
  equal: (a: Buffer, b: Buffer) => boolean,
): AccessClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) throw new InvalidAccessToken('malformed');
  const expected = hmac(`${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !equal(given, expected)) {
    throw new InvalidAccessToken('bad signature');
  }
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw new InvalidAccessToken('malformed');
  }
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') {
    throw new InvalidAccessToken('malformed');
  }
  if (claims.exp <= nowSeconds) throw new InvalidAccessToken('expired');
  return claims;
}
