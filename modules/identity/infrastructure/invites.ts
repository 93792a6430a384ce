import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { MAILER, Mailer } from '../../platform';
import { Provider } from './identity.entities';
import { LinkTokens } from './link-tokens';
import { TeamMemberRow } from './team-reads';

/** An invite ready to mail: the teammate, the link, and the provider's name for the mail. */
export interface PreparedInvite {
  user: TeamMemberRow;
  link: string;
  providerName: string;
}

/** The invite mail of a new teammate, or of one who has not accepted yet (a resend). */
@Injectable()
export class Invites {
  constructor(
    private readonly links: LinkTokens,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  /** The invite's link and the provider's name, in the transaction that made or checked it. */
  async prepare(
    em: EntityManager,
    providerId: string,
    member: TeamMemberRow,
  ): Promise<PreparedInvite> {
    const provider = await em.findOneOrFail(Provider, providerId);
    const invitee = { id: member.user_id, email: member.email };
    return {
      user: member,
      link: await this.links.create(em, 'invite', invitee, providerId),
      providerName: provider.name,
    };
  }

  /** Mails a prepared invite, once its transaction has committed. */
  async mail({ user, link, providerName }: PreparedInvite): Promise<void> {
    await this.mailer.send({
      to: user.email,
      subject: `You're invited to ${providerName}`,
      text: `${user.invited_by_email} invited you to ${providerName}.\n\nSet your password to join: ${link}\n\nThe link works once, for 7 days.`,
    });
  }
}
