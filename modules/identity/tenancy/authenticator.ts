import { Injectable } from '@nestjs/common';
import { AccessClaims } from '../domain/access-token';
import { NotSignedIn } from '../domain/identity-errors';
import { Sessions } from '../infrastructure/sessions';
import { SignedTokens } from '../tokens/signed-tokens';

/** Who a request or a socket is, once its access token and session are checked. */
export interface SignedInUser {
  userId: string;
  email: string;
  sessionId: string;
  /** When the access token expires, unix seconds. */
  expiresAt: number;
}

export const MISSING_TOKEN = 'Missing bearer token';
export const INVALID_TOKEN = 'Invalid or expired access token';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** The token of an `Authorization: Bearer …` header, if it has one. */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
}

/**
 * An access token to a signed-in user: a valid signature and claims, and a session still live.
 * The passport strategy asks it for HTTP requests, the live gateway for sockets, the CSV
 * import check before a body is read.
 */
@Injectable()
export class Authenticator {
  constructor(
    private readonly tokens: SignedTokens,
    private readonly sessions: Sessions,
  ) {}

  async authenticate(token: string): Promise<SignedInUser> {
    let claims: AccessClaims;
    try {
      claims = await this.tokens.verifyAccess(token);
    } catch {
      throw new NotSignedIn(INVALID_TOKEN);
    }
    if (!(await this.sessions.isLive(claims.sid))) throw new NotSignedIn(SESSION_ENDED);
    return {
      userId: claims.sub,
      email: claims.email,
      sessionId: claims.sid,
      expiresAt: claims.exp,
    };
  }
}
