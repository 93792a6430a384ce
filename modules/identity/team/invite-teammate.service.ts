import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { Database, MAILER, Mailer } from '../../platform';
import { Clash, NotFound } from '../domain/identity-errors';
import { Member } from '../domain/permissions';
import { normalizeEmail } from '../domain/session';
import { checkMayManageTeam } from '../domain/team';
import { LinkTokens } from '../links/link-tokens';
import { TeamMemberRow, teamMembers } from './team-members';

export const NO_SUCH_TEAMMATE = 'No such user in this team.';

/** Invites by mail: a new teammate, or a fresh link for one who has not accepted yet. */
@Injectable()
export class InviteTeammateService {
  constructor(
    private readonly db: Database,
    private readonly links: LinkTokens,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async invite(actor: Member, email: string): Promise<TeamMemberRow> {
    checkMayManageTeam(actor);
    const { providerId } = actor;
    const { user, link, providerName } = await this.db.transaction(async (tx) => {
      const normalized = normalizeEmail(email);
      await tx.query(
        `INSERT INTO identity_users (id, email, email_normalized) VALUES ($1, $2, $3)
         ON CONFLICT (email_normalized) DO NOTHING`,
        [randomUUID(), email, normalized],
      );
      const {
        rows: [invitee],
      } = await tx.query<{ id: string; email: string }>(
        'SELECT id, email FROM identity_users WHERE email_normalized = $1',
        [normalized],
      );
      const added = await tx.query(
        `INSERT INTO identity_memberships (id, provider_id, user_id, invited_by)
         VALUES ($1, $2, $3, $4) ON CONFLICT (provider_id, user_id) DO NOTHING`,
        [randomUUID(), providerId, invitee.id, actor.userId],
      );
      if (added.rowCount === 0) throw new Clash('This email is already on the team.');
      const [member] = await teamMembers(tx, providerId, invitee.id);
      return this.prepareInvite(tx, providerId, member);
    });
    await this.mailInvite(user, providerName, link);
    return user;
  }

  /** A fresh link for an invite not accepted yet; the earlier link stops working. */
  async resend(actor: Member, userId: string): Promise<TeamMemberRow> {
    checkMayManageTeam(actor);
    const { providerId } = actor;
    const { user, link, providerName } = await this.db.transaction(async (tx) => {
      const [member] = await teamMembers(tx, providerId, userId);
      if (!member) throw new NotFound(NO_SUCH_TEAMMATE);
      if (member.accepted_at) throw new Clash('This user has already accepted the invite.');
      return this.prepareInvite(tx, providerId, member);
    });
    await this.mailInvite(user, providerName, link);
    return user;
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
      link: await this.links.create(tx, 'invite', invitee, providerId),
      providerName: provider.name,
    };
  }

  private mailInvite(user: TeamMemberRow, providerName: string, link: string) {
    return this.mailer.send({
      to: user.email,
      subject: `You're invited to ${providerName}`,
      text: `${user.invited_by_email} invited you to ${providerName}.\n\nSet your password to join: ${link}\n\nThe link works once, for 7 days.`,
    });
  }
}
