import { Inject, Injectable } from '@nestjs/common';
import { MAILER, Mailer } from '../../platform';

interface ToBuyer {
  to: string;
  name: string;
  clientName: string;
  providerName: string;
  link: string;
}

/**
 * The buyers' mails, sent as identity sends its invite and reset links: at once, through the
 * app's mailer (SMTP, or the local mailbox folder). A sign-in link is worth 15 minutes; an
 * outbox that retried it later would mail a dead link. The links are never logged.
 */
@Injectable()
export class BuyerMails {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  async invite(mail: ToBuyer & { invitedBy: string }): Promise<void> {
    await this.mailer.send({
      to: mail.to,
      fromName: mail.providerName || undefined,
      subject: `Order from ${mail.providerName} for ${mail.clientName}`,
      text: `Hello ${mail.name},\n\n${mail.invitedBy} invites you to order from ${mail.providerName} for ${mail.clientName}.\n\nSign in: ${mail.link}\n\nThe link works once, for 7 days. Later, sign in from the ordering page with your email: we mail you a new link each time, no password needed.`,
    });
  }

  async signIn(mail: ToBuyer): Promise<void> {
    await this.mailer.send({
      to: mail.to,
      fromName: mail.providerName || undefined,
      subject: `Your sign-in link for ${mail.providerName}`,
      text: `Hello ${mail.name},\n\nSign in to order from ${mail.providerName} for ${mail.clientName}: ${mail.link}\n\nThe link works once, for 15 minutes. If you did not ask for it, ignore this mail.`,
    });
  }

  async approvalWaiting(
    mail: ToBuyer & { buyerName: string; total: string; limit: string },
  ): Promise<void> {
    await this.mailer.send({
      to: mail.to,
      fromName: mail.providerName || undefined,
      subject: `An order of ${mail.buyerName} waits for your approval`,
      text: `Hello ${mail.name},\n\n${mail.buyerName} placed an order of ${mail.total} from ${mail.providerName} for ${mail.clientName}, above their order limit of ${mail.limit}. It is not sent to ${mail.providerName} until an approver approves it.\n\nApprove or decline it: ${mail.link}`,
    });
  }
}
