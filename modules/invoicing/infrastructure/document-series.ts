import { Inject, Injectable } from '@nestjs/common';
import { CommandContext, Decision, StockWriter } from '../../inventory';
import {
  EVENT_STORE,
  EventStore,
  eventIdFor,
  ProjectionWaiter,
  RecordedEvent,
} from '../../platform';
import {
  CreditNoteIssued,
  DocumentKind,
  formatInvoiceNumber,
  InvoiceIssued,
  InvoiceRuleError,
  invoiceSeriesStreamId,
} from '../domain/invoice';
import { invoicesProjection } from '../projections/invoices/invoices.projection';

/**
 * Issues a numbered document (an invoice or a credit note): appended to the provider's series
 * of that kind at the series' revision (so two at once take consecutive numbers), with a marker
 * stream made from no stream in the same write (so what it covers is never issued twice; the
 * second attempt is told the number the first got). Answers the document's id once the
 * invoices read model has it.
 */
@Injectable()
export class DocumentSeries {
  constructor(
    private readonly writer: StockWriter,
    private readonly waiter: ProjectionWaiter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async issue(
    context: CommandContext,
    kind: DocumentKind,
    marker: { streamId: string; taken: (number: string) => string },
    decide: (documentId: string, last: number | null) => InvoiceIssued | CreditNoteIssued,
  ): Promise<string> {
    const documentId = eventIdFor(context.commandId, -1);
    const series = invoiceSeriesStreamId(context.providerId, kind);
    const position = await this.writer.execute(
      context,
      async () => {
        const last = await this.store.readLastOf([series, marker.streamId]);
        return { last: last.get(series) ?? null, done: last.get(marker.streamId) ?? null };
      },
      ({ last, done }: { last: RecordedEvent | null; done: RecordedEvent | null }): Decision => {
        if (done)
          throw new InvoiceRuleError(
            marker.taken(formatInvoiceNumber((done.data as { number: number }).number, kind)),
            'conflict',
          );
        const event = decide(documentId, last ? (last.data as InvoiceIssued['data']).number : null);
        return {
          orderId: documentId,
          streamId: series,
          expected: last ? last.revision : 'no_stream',
          events: [event],
          stock: [],
          alongside: [
            {
              streamId: marker.streamId,
              events: [
                {
                  type: kind === 'INVOICE' ? 'OrderInvoiced' : 'ReturnCredited',
                  data: { documentId, number: event.data.number, orderId: event.data.orderId },
                },
              ],
            },
          ],
        };
      },
      new Map(),
    );
    if (position) await this.waiter.waitFor(position, [invoicesProjection.name]);
    return documentId;
  }
}
