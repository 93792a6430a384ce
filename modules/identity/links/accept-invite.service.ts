import { Injectable } from '@nestjs/common';
import { Session } from '../domain/session';
import { LinkAuth, LinkTokens } from './link-tokens';

/** Accepting an invite: the invited user's password, the membership accepted, a session. */
@Injectable()
export class AcceptInviteService {
  constructor(private readonly links: LinkTokens) {}

  acceptInvite(password: string, auth: LinkAuth): Promise<Session> {
    return this.links.redeem('invite', auth, password, async (tx, spent) => {
      await tx.query(
        `UPDATE identity_memberships SET accepted_at = coalesce(accepted_at, now())
          WHERE user_id = $1 AND provider_id = $2`,
        [spent.user.id, spent.providerId],
      );
    });
  }
}
