import {
  Body,
  Controller,
  HttpException,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Put,
  Req,
} from '@nestjs/common';
import { Database } from '../../platform';
import { checkMembershipChange, TeamRuleViolation } from '../domain/team';
import { MemberRequest } from '../tenancy/provider-member.guard';
import { teamMembers } from './team-members';
import { UpdateUserRequest } from './update-user.request.dto';

/** PUT /api/provider/{provider_id}/users/{user_id}: activate, deactivate, set denied permissions. */
@Controller('provider/:provider_id/users')
export class UpdateUserController {
  constructor(private readonly db: Database) {}

  @Put(':user_id')
  async update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('user_id', ParseUUIDPipe) userId: string,
    @Body() body: UpdateUserRequest,
    @Req() req: MemberRequest,
  ) {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ invited_by: string | null; accepted_at: Date | null }>(
        `SELECT invited_by, accepted_at FROM identity_memberships
          WHERE provider_id = $1 AND user_id = $2 FOR UPDATE`,
        [providerId, userId],
      );
      if (!rows[0]) throw new NotFoundException('No such user in this team.');
      try {
        checkMembershipChange(
          req.member!,
          { userId, invitedBy: rows[0].invited_by, acceptedAt: rows[0].accepted_at },
          { active: body.active, permissionsDenied: body.permissions_denied },
        );
      } catch (error) {
        if (error instanceof TeamRuleViolation) {
          throw new HttpException(
            { statusCode: error.status, error: error.message, message: error.message },
            error.status,
          );
        }
        throw error;
      }
      await tx.query(
        `UPDATE identity_memberships
            SET active = coalesce($3, active),
                permissions_denied = coalesce($4, permissions_denied)
          WHERE provider_id = $1 AND user_id = $2`,
        [providerId, userId, body.active ?? null, body.permissions_denied ?? null],
      );
      const [user] = await teamMembers(tx, providerId, userId);
      return { user };
    });
  }
}
