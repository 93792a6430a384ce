import { Inject, Injectable } from '@nestjs/common';
import { errors, JWTPayload, jwtVerify, SignJWT } from 'jose';
import { appSecret, CONFIG, Config } from '../../platform';
import {
  ACCESS_AUDIENCE,
  AccessClaims,
  accessClaimsOf,
  checkCompactForm,
  InvalidToken,
  LinkClaims,
  LinkPurpose,
  linkAudience,
  linkClaimsOf,
  TOKEN_ISSUER,
} from '../domain/access-token';
import { AccessKeys } from './access-keys';

const ALGORITHM = 'HS256';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Access tokens remembered as verified at most; past it, the oldest are forgotten first. */
const MAX_REMEMBERED_TOKENS = 10_000;

/**
 * Signs and verifies the app's tokens (JWTs, HS256, with `iss`, `aud` and a `kid` in the
 * header) with jose: access tokens for the API, and the tokens of invite and reset links. A
 * token is checked against the key its `kid` names, so a retiring key still verifies.
 */
@Injectable()
export class SignedTokens {
  private readonly keys: AccessKeys;
  /**
   * Access tokens already verified, by their text. A token's signature and claims never
   * change, and the keys are fixed for the life of this object, so a token that verified once
   * verifies again until it expires: only the expiry is checked on a repeat. Every request of
   * a signed-in screen carries the same token; the signature was a tenth of a small GET's CPU.
   * The session behind it is still checked on every request (Authenticator).
   */
  private readonly verified = new Map<string, AccessClaims>();

  constructor(
    @Inject(CONFIG) config: Pick<Config, 'AUTH_SECRET' | 'AUTH_RETIRING_SECRETS' | 'DATA_DIR'>,
  ) {
    this.keys = new AccessKeys(appSecret(config), config.AUTH_RETIRING_SECRETS ?? []);
  }

  signAccess(
    claims: Omit<AccessClaims, 'iat' | 'exp'>,
    ttlSeconds: number,
    now = nowSeconds(),
  ): Promise<string> {
    return this.sign({ email: claims.email, sid: claims.sid }, claims.sub, ACCESS_AUDIENCE, {
      iat: now,
      exp: now + ttlSeconds,
    });
  }

  signLink(
    user: { id: string; email: string },
    purpose: LinkPurpose,
    ttlSeconds: number,
    now = nowSeconds(),
  ): Promise<string> {
    return this.sign({ email: user.email }, user.id, linkAudience(purpose), {
      iat: now,
      exp: now + ttlSeconds,
    });
  }

  /** The claims of a valid access token, or throws InvalidToken. */
  async verifyAccess(token: string, now = nowSeconds()): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known && now < known.exp && now >= known.iat) return known;
    const claims = accessClaimsOf(await this.verify(token, ACCESS_AUDIENCE, now));
    if (this.verified.size >= MAX_REMEMBERED_TOKENS) this.forgetOldest();
    this.verified.set(token, claims);
    return claims;
  }

  /** Drops the oldest tenth of the remembered tokens (a Map iterates in insertion order). */
  private forgetOldest(): void {
    let drop = Math.ceil(MAX_REMEMBERED_TOKENS / 10);
    for (const token of this.verified.keys()) {
      if (drop-- <= 0) break;
      this.verified.delete(token);
    }
  }

  /** The claims of a valid token of a link for `purpose`, or throws InvalidToken. */
  async verifyLink(token: string, purpose: LinkPurpose, now = nowSeconds()): Promise<LinkClaims> {
    return linkClaimsOf(await this.verify(token, linkAudience(purpose), now), purpose);
  }

  private sign(
    payload: Record<string, string>,
    subject: string,
    audience: string,
    at: { iat: number; exp: number },
  ): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: this.keys.signing.kid })
      .setSubject(subject)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audience)
      .setIssuedAt(at.iat)
      .setExpirationTime(at.exp)
      .sign(this.keys.signing.key);
  }

  private async verify(token: string, audience: string, now: number): Promise<JWTPayload> {
    try {
      // jose decodes base64url leniently: the text must be the one we signed, not a re-encoding.
      checkCompactForm(token);
      const { payload } = await jwtVerify(
        token,
        (header) => {
          const key = this.keys.verifying(header.kid);
          if (!key) throw new errors.JWKSNoMatchingKey();
          return key;
        },
        {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience,
          currentDate: new Date(now * 1000),
        },
      );
      return payload;
    } catch (error) {
      if (error instanceof InvalidToken) throw error;
      throw new InvalidToken((error as Error).message);
    }
  }
}
