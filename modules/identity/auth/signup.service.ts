import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Database } from '../../platform';
import { Clash } from '../domain/identity-errors';
import { normalizeEmail, Session } from '../domain/session';
import { SessionIssuer } from '../sessions/session-issuer';
import { hashPassword } from './passwords';

/** Sign-up: a user, the provider named after the business, its owner membership, a session. */
@Injectable()
export class SignupService {
  constructor(
    private readonly db: Database,
    private readonly issuer: SessionIssuer,
  ) {}

  async signup(email: string, password: string, businessName: string): Promise<Session> {
    const passwordHash = await hashPassword(password);
    const userId = randomUUID();
    const providerId = randomUUID();
    try {
      return await this.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO identity_users (id, email, email_normalized, password_hash)
           VALUES ($1, $2, $3, $4)`,
          [userId, email.trim(), normalizeEmail(email), passwordHash],
        );
        await tx.query('INSERT INTO identity_providers (id, name, email) VALUES ($1, $2, $3)', [
          providerId,
          businessName.trim(),
          email.trim(),
        ]);
        await tx.query(
          `INSERT INTO identity_memberships (id, provider_id, user_id, accepted_at)
           VALUES ($1, $2, $3, now())`,
          [randomUUID(), providerId, userId],
        );
        return this.issuer.open(tx, { id: userId, email: email.trim() });
      });
    } catch (error) {
      if ((error as { constraint?: string }).constraint === 'identity_users_email_normalized_key') {
        // Said plainly at sign-up; login never tells whether an email exists.
        throw new Clash('This email is already registered.', 'Error signing up');
      }
      throw error;
    }
  }
}
