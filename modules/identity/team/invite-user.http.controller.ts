import { randomUUID } from 'node:crypto';
import {
  Body,
  ConflictException,
  Controller,
  ForbiddenException,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Req,
} from '@nestjs/common';
import { PoolClient } from 'pg';
import { Database, MAILER, Mailer } from '../../platform';
import { AuthService } from '../auth/auth.service';
import { Member } from '../domain/permissions';
import { normalizeEmail } from '../domain/session';
import { mayManageTeam } from '../domain/team';
import { MemberRequest } from '../tenancy/provider-member.guard';
import { InviteUserRequest } from './invite-user.request.dto';
import { TeamMemberRow, teamMembers } from './team-members';

/** POST /api/provider/{provider_id}/users: invite a teammate by mail. */
@Controller('provider/:provider_id/users')
export class InviteUserController {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  @Post()
  @HttpCode(200)
  async invite(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: InviteUserRequest,
    @Req() req: MemberRequest,
  ) {
    const actor = req.member!;
    this.checkMayManage(actor);
    const { user, link, providerName } = await this.db.transaction(async (tx) => {
      const email = normalizeEmail(body.email);
      await tx.query(
        `INSERT INTO identity_users (id, email, email_normalized) VALUES ($1, $2, $3)
         ON CONFLICT (email_normalized) DO NOTHING`,
        [randomUUID(), body.email, email],
      );
      const {
        rows: [invitee],
      } = await tx.query<{ id: string; email: string }>(
        'SELECT id, email FROM identity_users WHERE email_normalized = $1',
        [email],
      );
      const added = await tx.query(
        `INSERT INTO identity_memberships (id, provider_id, user_id, invited_by)
         VALUES ($1, $2, $3, $4) ON CONFLICT (provider_id, user_id) DO NOTHING`,
        [randomUUID(), providerId, invitee.id, actor.userId],
      );
      if (added.rowCount === 0) {
        const message = 'This email is already on the team.';
        throw new ConflictException({ statusCode: 409, error: message, message });
      }
      const [member] = await teamMembers(tx, providerId, invitee.id);
      return this.prepareInvite(tx, providerId, member);
    });
    await this.mailInvite(user, providerName, link);
    return { user };
  }

  /** POST …/users/{user_id}/resend: a fresh link for an invite not accepted yet. */
  @Post(':user_id/resend')
  @HttpCode(200)
  async resend(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('user_id', ParseUUIDPipe) userId: string,
    @Req() req: MemberRequest,
  ) {
    this.checkMayManage(req.member!);
    const { user, link, providerName } = await this.db.transaction(async (tx) => {
      const [member] = await teamMembers(tx, providerId, userId);
      if (!member) throw new NotFoundException('No such user in this team.');
      if (member.accepted_at) {
        const message = 'This user has already accepted the invite.';
        throw new ConflictException({ statusCode: 409, error: message, message });
      }
      return this.prepareInvite(tx, providerId, member);
    });
    await this.mailInvite(user, providerName, link);
    return { user };
  }

  /** The invite's link and the provider's name, in the transaction that made or checked it. */
  private async prepareInvite(tx: PoolClient, providerId: string, member: TeamMemberRow) {
    const {
      rows: [provider],
    } = await tx.query<{ name: string }>('SELECT name FROM identity_providers WHERE id = $1', [
      providerId,
    ]);
    const invitee = { id: member.user_id, email: member.email };
    return {
      user: member,
      link: await this.auth.createLink(tx, 'invite', invitee, providerId),
      providerName: provider.name,
    };
  }

  private checkMayManage(actor: Member): void {
    if (!mayManageTeam(actor)) {
      const message = 'Only the owner and members with no denied permissions may manage users.';
      throw new ForbiddenException({ statusCode: 403, error: message, message });
    }
  }

  private mailInvite(user: TeamMemberRow, providerName: string, link: string) {
    return this.mailer.send({
      to: user.email,
      subject: `You're invited to ${providerName}`,
      text: `${user.invited_by_email} invited you to ${providerName}.\n\nSet your password to join: ${link}\n\nThe link works once, for 7 days.`,
    });
  }
}
