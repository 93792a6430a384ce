import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Database } from '../../platform';
import { NotSignedIn } from '../domain/identity-errors';
import { normalizeEmail, Session } from '../domain/session';
import { SessionIssuer } from '../sessions/session-issuer';
import { hashPassword, verifyPassword } from './passwords';
import { RateLimiter } from './rate-limiter';

/** Failed logins one address may make on one email per window before it must wait. */
export const LOGIN_FAILURES_PER_ADDRESS_AND_EMAIL = 10;

/**
 * Login with an email and a password. Guessing is throttled per address and email together:
 * ten failures from one address lock that address out of that account for the window, while
 * the account's owner, from anywhere else, still signs in (and a reset is never blocked).
 */
@Injectable()
export class LoginService {
  /** Verified against when the email is unknown, so a login takes as long either way. */
  private readonly decoyHash: Promise<string>;

  constructor(
    private readonly db: Database,
    private readonly issuer: SessionIssuer,
    private readonly limiter: RateLimiter,
  ) {
    this.decoyHash = hashPassword(randomBytes(16).toString('hex'));
  }

  async login(email: string, password: string, address: string): Promise<Session> {
    const attempts = `login:${address}:${normalizeEmail(email)}`;
    // Counted before the check, so parallel guesses cannot slip past the limit; a success
    // clears them.
    await this.limiter.hit(attempts, LOGIN_FAILURES_PER_ADDRESS_AND_EMAIL);
    const { rows } = await this.db.query<{
      id: string;
      email: string;
      password_hash: string | null;
    }>('SELECT id, email, password_hash FROM identity_users WHERE email_normalized = $1', [
      normalizeEmail(email),
    ]);
    const user = rows[0];
    const hash = user?.password_hash ?? (await this.decoyHash);
    const matches = await verifyPassword(hash, password);
    if (!user?.password_hash || !matches) throw new NotSignedIn('Invalid credentials');
    await this.limiter.clear(attempts);
    return this.db.transaction((tx) => this.issuer.open(tx, user));
  }
}
