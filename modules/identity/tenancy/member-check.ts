import { Injectable } from '@nestjs/common';
import { Database, isUuid, Read, read } from '../../platform';
import { NotAllowed, NotSignedIn } from '../domain/identity-errors';
import { Member } from '../domain/permissions';
import { ShortMemory } from '../infrastructure/short-memory';
import { MISSING_TOKEN, SignedInUser } from './authenticator';

export const NOT_A_MEMBER = 'You are not an active member of this provider.';
/** Memberships remembered at most (see ShortMemory). */
const MAX_REMEMBERED = 50_000;

/**
 * Who the signed-in caller is for a provider: an active, accepted member. The provider guard
 * asks it for every provider route; routes outside /api/provider (removing a file, billing,
 * placing an order) ask it with the user their guard signed in.
 *
 * A member found is remembered for a few seconds, as a live session is (IDENTITY_CHECK_TTL_MS):
 * most requests of a screen then need no read for it. A refusal is never remembered, so a new
 * member is let in at once. A change to a membership made here (deactivated, permissions
 * changed) is forgotten when it commits, so it holds at once in this process, and within the
 * bound in the others and after a change written straight into the database.
 */
@Injectable()
export class MemberCheck {
  private readonly remembered = new ShortMemory<Member>(MAX_REMEMBERED);

  constructor(private readonly db: Database) {}

  async member(
    user: Pick<SignedInUser, 'userId'> | undefined,
    providerId: string,
    now = Date.now(),
  ): Promise<Member> {
    if (!user) throw new NotSignedIn(MISSING_TOKEN);
    const key = memberKey(user.userId, providerId);
    const known = this.remembered.get(key, now);
    if (known) return known;
    const ticket = this.remembered.ticket();
    const member = await this.db.read(this.memberRead(user, providerId));
    this.remembered.set(key, member, ticket, now);
    return member;
  }

  /** Drops what this process remembers of the user's membership: the next request reads it. */
  forget(userId: string, providerId: string): void {
    this.remembered.forget(memberKey(userId, providerId));
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

const memberKey = (userId: string, providerId: string) => `${userId}:${providerId}`;
