import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
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
  ) {}

  async execute({ providerId, orderId, member, shipment }: IssueInvoice): Promise<string> {
    const facts = await this.sources.of(providerId, orderId);
    const shipped =
      shipment === null ? null : await this.shipments.one(providerId, orderId, shipment);
    const source = shipped
      ? facts.source(
          shipped.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
          { sequence: shipped.sequence, number: shipped.number },
        )
      : facts.source(facts.order.state.lines, null);
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
            per: facts.settings.invoicePer,
            paymentTermsDays: facts.settings.paymentTermsDays,
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
