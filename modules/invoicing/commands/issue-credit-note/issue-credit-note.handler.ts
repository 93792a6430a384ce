import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ReturnsReadModel } from '../../../fulfilment';
import { commandByMember } from '../../../inventory';
import { creditedStreamId, decideCreditNote, formatInvoiceNumber } from '../../domain/invoice';
import { DocumentSeries } from '../../infrastructure/document-series';
import { DocumentSources } from '../../infrastructure/document-sources';
import { InvoicesReadModel } from '../../projections/invoices/invoices.read-model';
import { IssueCreditNote } from './issue-credit-note.command';

/**
 * Issues the credit note of a received return: every unit it took back, restocked or written
 * off, at the price and rate it was sold at, naming the order's invoices; once per return.
 */
@CommandHandler(IssueCreditNote)
export class IssueCreditNoteHandler implements ICommandHandler<IssueCreditNote> {
  constructor(
    private readonly sources: DocumentSources,
    private readonly returns: ReturnsReadModel,
    private readonly invoices: InvoicesReadModel,
    private readonly series: DocumentSeries,
  ) {}

  async execute({ providerId, orderId, member, returnSequence }: IssueCreditNote) {
    const [facts, returned, issued] = await Promise.all([
      this.sources.of(providerId, orderId),
      this.returns.one(providerId, orderId, returnSequence),
      this.invoices.ofOrder({ providerId }, orderId),
    ]);
    const source = {
      ...facts.source(
        returned.lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
        null,
      ),
      returnStatus: returned.status,
      credits: {
        returnSequence,
        returnNumber: returned.number,
        invoiceNumbers: issued
          .filter((record) => (record.kind ?? 'INVOICE') === 'INVOICE')
          .map((record) => formatInvoiceNumber(record.number)),
      },
    };
    const context = commandByMember(providerId, member);
    return this.series.issue(
      context,
      'CREDIT_NOTE',
      {
        streamId: creditedStreamId(orderId, returnSequence),
        taken: (number) => `This return has already been credited: ${number}.`,
      },
      (invoiceId, last) =>
        decideCreditNote(
          source,
          {
            invoiceId,
            at: context.at,
            paymentTermsDays: 0,
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
