import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ClientCreditStore, paymentTermsDays } from '../../../clients';
import { ShipmentsReadModel } from '../../../fulfilment';
import { commandByMember } from '../../../inventory';
import { decideInvoice, invoicedStreamId } from '../../domain/invoice';
import { DocumentSeries } from '../../infrastructure/document-series';
import { DocumentSources } from '../../infrastructure/document-sources';
import { IssueInvoice } from './issue-invoice.command';

/**
 * Issues an invoice of an order (its ordered units) or of one of its shipments (the units it
 * took), in the provider's invoice series; the same order or shipment is invoiced once.
 */
@CommandHandler(IssueInvoice)
export class IssueInvoiceHandler implements ICommandHandler<IssueInvoice> {
  constructor(
    private readonly sources: DocumentSources,
    private readonly shipments: ShipmentsReadModel,
    private readonly series: DocumentSeries,
    private readonly credit: ClientCreditStore,
  ) {}

  async execute({
    providerId,
    orderId,
    member,
    shipment,
    issuedOn,
  }: IssueInvoice): Promise<string> {
    const facts = await this.sources.of(providerId, orderId);
    const shipped =
      shipment === null ? null : await this.shipments.one(providerId, orderId, shipment);
    const source = shipped
      ? facts.source(
          shipped.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
          { sequence: shipped.sequence, number: shipped.number },
        )
      : facts.source(facts.order.state.lines, null);
    // The client's own payment terms, where it has them, else the provider's default.
    const { paymentTerms } = facts.order.state.clientId
      ? await this.credit.of(providerId, facts.order.state.clientId)
      : { paymentTerms: null };
    const context = commandByMember(providerId, member);
    return this.series.issue(
      context,
      'INVOICE',
      {
        streamId: invoicedStreamId(orderId, shipment),
        taken: (number) =>
          `This ${shipment === null ? 'order' : 'shipment'} has already been invoiced: ${number}.`,
      },
      (invoiceId, last) =>
        decideInvoice(
          source,
          {
            invoiceId,
            at: context.at,
            issuedOn,
            per: facts.settings.invoicePer,
            paymentTermsDays: paymentTerms
              ? paymentTermsDays(paymentTerms)
              : facts.settings.paymentTermsDays,
            ...(paymentTerms ? { paymentTerms } : {}),
            locale: facts.settings.locale,
            seller: facts.seller,
            billTo: facts.billTo,
            shipTo: facts.shipTo,
          },
          last,
        ),
    );
  }
}
