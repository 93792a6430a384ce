import { Injectable } from '@nestjs/common';
import { Database, isUuid, Read, read } from '../../platform';
import { NotAllowed, NotSignedIn } from '../domain/identity-errors';
import { Member } from '../domain/permissions';
import { MISSING_TOKEN, SignedInUser } from './authenticator';

export const NOT_A_MEMBER = 'You are not an active member of this provider.';

/**
 * Who the signed-in caller is for a provider: an active, accepted member, read afresh on every
 * request. The provider guard asks it for every provider route; routes outside /api/provider
 * (removing a file, billing, placing an order) ask it with the user their guard signed in.
 */
@Injectable()
export class MemberCheck {
  constructor(private readonly db: Database) {}

  async member(
    user: Pick<SignedInUser, 'userId'> | undefined,
    providerId: string,
  ): Promise<Member> {
    return this.db.read(this.memberRead(user, providerId));
  }

  /**
   * The read of `member`, for a caller that reads it together with others: it throws at once
   * when nobody is signed in, and its answer throws for a user who is not an active member.
   */
  memberRead(user: Pick<SignedInUser, 'userId'> | undefined, providerId: string): Read<Member> {
    if (!user) throw new NotSignedIn(MISSING_TOKEN);
    if (!isUuid(providerId)) throw new NotAllowed(NOT_A_MEMBER);
    const { userId } = user;
    return read(
      'identity_member',
      `SELECT invited_by, permissions_denied FROM identity_memberships
        WHERE provider_id = $1 AND user_id = $2 AND active AND accepted_at IS NOT NULL`,
      [providerId, userId],
      (rows: { invited_by: string | null; permissions_denied: string[] }[]) => {
        if (!rows[0]) throw new NotAllowed(NOT_A_MEMBER);
        return {
          userId,
          providerId,
          isOwner: rows[0].invited_by === null,
          permissionsDenied: rows[0].permissions_denied,
        };
      },
    );
  }

  /** Which of these (user, provider) pairs are active memberships now, as `user:provider`. */
  async activeAmong(
    pairs: readonly { userId: string; providerId: string }[],
  ): Promise<Set<string>> {
    const valid = pairs.filter((pair) => isUuid(pair.providerId));
    if (valid.length === 0) return new Set();
    const { rows } = await this.db.query<{ user_id: string; provider_id: string }>(
      `SELECT user_id, provider_id FROM identity_memberships
        WHERE (user_id, provider_id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))
          AND active AND accepted_at IS NOT NULL`,
      [valid.map((pair) => pair.userId), valid.map((pair) => pair.providerId)],
    );
    return new Set(rows.map((row) => `${row.user_id}:${row.provider_id}`));
  }
}
