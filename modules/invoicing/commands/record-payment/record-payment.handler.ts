import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { commandByMember, StockWriter } from '../../../inventory';
import { toMinor } from '../../../ordering/domain';
import { EVENT_STORE, EventStore, eventIdFor, ProjectionWaiter } from '../../../platform';
import { decidePayment, invoiceStreamId, openAmount, PaymentRecorded } from '../../domain/payments';
import { invoicesProjection } from '../../projections/invoices/invoices.projection';
import { InvoicesReadModel } from '../../projections/invoices/invoices.read-model';
import { RecordPayment } from './record-payment.command';

/**
 * Records a payment on the invoice's own stream, at its revision: what was paid is summed from
 * that stream (so two payments at once cannot pay more than is open: the second is decided
 * again on the stream the first left), what credit notes took off from the read model.
 */
@CommandHandler(RecordPayment)
export class RecordPaymentHandler implements ICommandHandler<RecordPayment> {
  constructor(
    private readonly invoices: InvoicesReadModel,
    private readonly writer: StockWriter,
    private readonly waiter: ProjectionWaiter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ providerId, invoiceId, member, body }: RecordPayment): Promise<string> {
    const context = commandByMember(providerId, member);
    const streamId = invoiceStreamId(invoiceId);
    const position = await this.writer.execute(
      context,
      async () => {
        const [invoice, history] = await Promise.all([
          this.invoices.payable(providerId, invoiceId),
          this.store.readStream(streamId),
        ]);
        return { invoice, history };
      },
      ({ invoice, history }) => {
        const paid = history.reduce(
          (sum, event) =>
            sum + toMinor((event.data as PaymentRecorded['data']).amount, invoice.currency),
          0n,
        );
        const open = openAmount(invoice.total, paid, invoice.credited);
        const event = decidePayment(
          { ...invoice, open },
          {
            paymentId: eventIdFor(context.commandId, -1),
            amount: body.amount,
            paidOn: body.paid_on,
            at: context.at,
          },
        );
        return {
          orderId: invoice.orderId,
          streamId,
          expected: history.length > 0 ? history[history.length - 1].revision : 'no_stream',
          events: [event],
          stock: [],
        };
      },
      new Map(),
    );
    if (position) await this.waiter.waitFor(position, [invoicesProjection.name]);
    return invoiceId;
  }
}
