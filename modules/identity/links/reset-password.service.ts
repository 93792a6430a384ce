import { Inject, Injectable } from '@nestjs/common';
import { Database, MAILER, Mailer } from '../../platform';
import { normalizeEmail, Session } from '../domain/session';
import { LinkAuth, LinkTokens } from './link-tokens';

/** Forgotten passwords: a reset link by mail, then a new password from it. */
@Injectable()
export class ResetPasswordService {
  constructor(
    private readonly db: Database,
    private readonly links: LinkTokens,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  /**
   * Mails a reset link when the email has an account; says nothing either way, so the answer
   * does not tell who has one. The link supersedes any earlier one.
   */
  async sendReset(email: string): Promise<void> {
    const reset = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; email: string }>(
        'SELECT id, email FROM identity_users WHERE email_normalized = $1',
        [normalizeEmail(email)],
      );
      if (!rows[0]) return undefined;
      return { user: rows[0], link: await this.links.create(tx, 'reset', rows[0], null) };
    });
    if (!reset) return;
    await this.mailer.send({
      to: reset.user.email,
      subject: 'Reset your password',
      text: `Someone asked to reset the password of ${reset.user.email}.\n\nChoose a new one: ${reset.link}\n\nThe link works once, for an hour. If it was not you, ignore this mail.`,
    });
  }

  /** Sets a new password from a reset link, ends every session of the user, and signs in. */
  resetPassword(password: string, auth: LinkAuth): Promise<Session> {
    return this.links.redeem('reset', auth, password);
  }
}
