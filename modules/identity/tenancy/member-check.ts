import { ForbiddenException, Injectable } from '@nestjs/common';
import { Database, isUuid, Read, read } from '../../platform';
import { AuthService, Unauthorized } from '../auth/auth.service';
import { Member } from '../domain/permissions';

const notAMember = () =>
  new ForbiddenException({
    statusCode: 403,
    error: 'Forbidden',
    message: 'You are not an active member of this provider.',
  });

/**
 * Who the caller is for a provider: the bearer token must be valid and its user an active,
 * accepted member. The provider guard asks it for every provider route; routes outside
 * /api/provider (e.g. removing a file) ask it directly.
 */
@Injectable()
export class MemberCheck {
  constructor(
    private readonly auth: AuthService,
    private readonly db: Database,
  ) {}

  async member(authorization: string | undefined, providerId: string): Promise<Member> {
    return this.db.read(this.memberRead(authorization, providerId));
  }

  /**
   * The read of `member`, for a caller that reads it together with others: it throws at once
   * for a missing or bad token, and its answer throws for a user who is not an active member.
   */
  memberRead(authorization: string | undefined, providerId: string): Read<Member> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) throw new Unauthorized('Missing bearer token');
    let userId: string;
    try {
      userId = this.auth.verifyAccessToken(token).sub;
    } catch {
      throw new Unauthorized('Invalid or expired access token');
    }
    if (!isUuid(providerId)) throw notAMember();
    return read(
      'identity_member',
      `SELECT invited_by, permissions_denied FROM identity_memberships
        WHERE provider_id = $1 AND user_id = $2 AND active AND accepted_at IS NOT NULL`,
      [providerId, userId],
      (rows: { invited_by: string | null; permissions_denied: string[] }[]) => {
        if (!rows[0]) throw notAMember();
        return {
          userId,
          providerId,
          isOwner: rows[0].invited_by === null,
          permissionsDenied: rows[0].permissions_denied,
        };
      },
    );
  }
}
