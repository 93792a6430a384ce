import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkKey, ClientsReadModel } from '../../clients';
import { PackingSlip, ReturnsReadModel, ShipmentsReadModel } from '../../fulfilment';
import { MemberCheck, ProvidersDirectory } from '../../identity';
import { formatInvoiceNumber, InvoicePdf } from '../../invoicing';
import { OrdersReadModel, OrderView } from '../../ordering';
import { CONFIG, Config, Database, Mail, publicUrl } from '../../platform';
import { BusinessSettings, letterheadOf, SettingsReadModel } from '../../settings';
import { MailFacts, MailKind, STAFF_KINDS, SWITCH_OF } from '../domain/client-mails';
import { MailContent, MailLine, renderMail } from '../domain/mail-content';
import type { Delivery } from './mail-deliveries';

/** A mail to send, or why none is. */
export type Composed = { mail: Mail } | { skip: string };

/** A refusal that says the thing is not there (an order withdrawn, a shipment unknown). */
const isGone = (error: unknown) => (error as { kind?: string }).kind === 'not_found';

/**
 * Writes a delivery's mail from what the read models say when it is sent: the order and its
 * client, the shipment or the return, the provider's settings (its switches, name and locale),
 * the members chosen for new orders, and the documents attached (packing slip, invoice, credit
 * note). Reads only through the other contexts' indexes. A failure to read is thrown, to be
 * tried again; what is not there to mail is a skip.
 */
@Injectable()
export class MailComposer {
  constructor(
    private readonly db: Database,
    private readonly orders: OrdersReadModel,
    private readonly shipments: ShipmentsReadModel,
    private readonly returns: ReturnsReadModel,
    private readonly settings: SettingsReadModel,
    private readonly clients: ClientsReadModel,
    private readonly members: MemberCheck,
    private readonly directory: ProvidersDirectory,
    private readonly queries: QueryBus,
    private readonly em: EntityManager,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * Why the mail is not to be sent at all, known from the provider's switches alone (null: it
   * is on): asked before waiting for the read models, so a switched-off mail costs one read.
   */
  async switchedOff(delivery: Delivery): Promise<string | null> {
    if (!SWITCH_OF[delivery.facts.kind]) return null;
    return offBy(await this.settings.of(delivery.providerId), delivery.facts.kind);
  }

  /** The mail, or why it is not sent; the switches are read again with the settings it uses. */
  async compose(delivery: Delivery): Promise<Composed> {
    const { providerId, orderId, facts } = delivery;
    const settings = await this.settings.of(providerId);
    const off = offBy(settings, facts.kind);
    if (off) return { skip: off };
    let order: OrderView;
    try {
      order = await this.orders.get(providerId, orderId);
    } catch (error) {
      if (isGone(error)) return { skip: 'Its order is gone.' };
      throw error;
    }
    const client = order.client;
    if (!client) return { skip: 'The order has no client.' };
    const to = STAFF_KINDS.has(facts.kind)
      ? await this.chosenMembers(providerId, settings.newOrderRecipients)
      : client.email;
    if (!to)
      return {
        skip: STAFF_KINDS.has(facts.kind)
          ? 'No active member is chosen to be told of new orders.'
          : 'The client has no email address.',
      };
    const base = publicUrl(this.config).replace(/\/+$/, '');
    const link = STAFF_KINDS.has(facts.kind)
      ? `${base}/provider/${providerId}/order/${orderId}`
      : await this.portalLink(base, providerId, client.id, orderId);
    let content: MailContent;
    let attachments: Mail['attachments'] = [];
    try {
      ({ content, attachments } = await this.contentOf(facts, order, link));
    } catch (error) {
      if (isGone(error)) return { skip: 'What it tells of is gone.' };
      throw error;
    }
    const sender = {
      name: letterheadOf(settings, order.provider.name).name,
      locale: settings.locale,
    };
    return {
      mail: {
        to,
        ...renderMail(content, sender),
        attachments,
        messageId: `<${delivery.id}@stockflow>`,
        date: delivery.createdAt,
        fromName: sender.name,
      },
    };
  }

  private async contentOf(
    facts: MailFacts,
    order: OrderView,
    link: string | null,
  ): Promise<{ content: MailContent; attachments: Mail['attachments'] }> {
    const providerId = order.provider.id;
    const head = { orderNumber: order.number, clientName: order.client?.name ?? '', link };
    const lines: MailLine[] = order.line_items.map((line) => ({
      name: line.product.name,
      quantity: line.quantity,
    }));
    const total = { amount: order.totals?.total ?? '0', currency: order.currency };
    switch (facts.kind) {
      case 'order_received':
        return { content: { kind: facts.kind, ...head, lines, total }, attachments: [] };
      case 'new_order':
        return {
          content: { kind: facts.kind, ...head, link: link!, lines, total },
          attachments: [],
        };
      case 'order_shipped': {
        const [shipment, slip] = await Promise.all([
          this.shipments.one(providerId, order.id, facts.sequence),
          this.queries.execute(new PackingSlip({ providerId }, order.id, facts.sequence)),
        ]);
        return {
          content: {
            kind: facts.kind,
            ...head,
            shipmentNumber: shipment.number,
            shippedOn: shipment.shipped_on,
            carrier: shipment.carrier,
            trackingNumber: shipment.tracking_number,
            lines: shipment.lines.map((line) => ({
              name: line.product.name,
              quantity: line.quantity,
            })),
          },
          attachments: [
            { filename: slip.filename, content: slip.pdf, contentType: 'application/pdf' },
          ],
        };
      }
      case 'invoice_issued': {
        const { invoice } = facts;
        const pdf = await this.queries.execute(new InvoicePdf({ providerId }, invoice.invoiceId));
        return {
          content: {
            kind: facts.kind,
            ...head,
            invoiceNumber: formatInvoiceNumber(invoice.number),
            total: { amount: invoice.total, currency: invoice.currency },
            dueOn: invoice.dueOn,
          },
          attachments: [
            { filename: pdf.filename, content: pdf.pdf, contentType: 'application/pdf' },
          ],
        };
      }
      case 'order_cancelled':
        return {
          content: { kind: facts.kind, ...head, byClient: facts.byClient },
          attachments: [],
        };
      case 'return_answered': {
        // The return's number and lines as the screens show them; the refusal's reason as its
        // event said it.
        const answered = await this.returns.one(providerId, order.id, facts.sequence);
        const returned = { kind: facts.kind, ...head, returnNumber: answered.number };
        return {
          content: facts.approved
            ? {
                ...returned,
                approved: true,
                lines: answered.lines.map((line) => ({
                  name: line.product_name,
                  quantity: line.quantity,
                })),
              }
            : { ...returned, approved: false, reason: facts.reason },
          attachments: [],
        };
      }
      case 'credit_note_issued': {
        const { creditNote } = facts;
        const number = formatInvoiceNumber(creditNote.number, 'CREDIT_NOTE');
        const pdf = await this.queries.execute(
          new InvoicePdf({ providerId }, creditNote.invoiceId),
        );
        return {
          content: {
            kind: facts.kind,
            ...head,
            creditNoteNumber: number,
            returnNumber: creditNote.returnNumber,
            total: { amount: creditNote.total, currency: creditNote.currency },
          },
          // Named here by its own series: CN-1001.pdf.
          attachments: [
            { filename: `${number}.pdf`, content: pdf.pdf, contentType: 'application/pdf' },
          ],
        };
      }
    }
  }

  /** The emails of the chosen members still active, as one To header; '' for none. */
  private async chosenMembers(providerId: string, userIds: readonly string[]): Promise<string> {
    if (userIds.length === 0) return '';
    const active = await this.members.activeAmong(
      userIds.map((userId) => ({ userId, providerId })),
    );
    const ids = userIds.filter((userId) => active.has(`${userId}:${providerId}`));
    const emails = await this.directory.userEmails(ids);
    return ids.flatMap((id) => (emails.has(id) ? [emails.get(id)!] : [])).join(', ');
  }

  /**
   * The order's page in the client's portal, while the client's link is active: its key is the
   * secret that opens the portal, so the mail is the client's alone, and never logged.
   */
  private async portalLink(
    base: string,
    providerId: string,
    clientId: string,
    orderId: string,
  ): Promise<string | null> {
    if ((await this.db.read(this.clients.linkActiveRead(providerId, clientId))) !== true)
      return null;
    // Clients are kept with MikroORM, whose reads want a context of their own off a request.
    const { link_key } = await RequestContext.create(this.em, () =>
      this.queries.execute(new ClientLinkKey(providerId, clientId)),
    );
    return `${base}/client/${link_key}/order/${orderId}`;
  }
}

/** Why the provider's switches keep a mail of `kind` from being sent (null: they do not). */
function offBy(settings: BusinessSettings, kind: MailKind): string | null {
  const switchOf = SWITCH_OF[kind];
  if (!switchOf || settings.notifications[switchOf]) return null;
  return `The provider switched ${switchOf} mails off.`;
}
