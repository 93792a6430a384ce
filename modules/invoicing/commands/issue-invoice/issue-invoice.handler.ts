import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductsService } from '../../../catalog';
import { ClientsReadModel } from '../../../clients';
import { ShipmentsReadModel } from '../../../fulfilment';
import { commandByMember, Decision, StockWriter } from '../../../inventory';
import { OrderStreams, OrdersReadModel } from '../../../ordering';
import {
  EVENT_STORE,
  EventStore,
  eventIdFor,
  ProjectionWaiter,
  RecordedEvent,
} from '../../../platform';
import { letterheadOf, SettingsReadModel } from '../../../settings';
import {
  decideInvoice,
  formatInvoiceNumber,
  InvoiceIssued,
  InvoiceRuleError,
  InvoiceSource,
  invoicedStreamId,
  invoiceSeriesStreamId,
} from '../../domain/invoice';
import { invoicesProjection } from '../../projections/invoices/invoices.projection';
import { IssueInvoice } from './issue-invoice.command';

const lines = (text: string | null | undefined) =>
  (text ?? '').split('\n').filter((line) => line.trim() !== '');

/**
 * Issues an invoice: what it covers is read (the order's frozen lines from its stream, the
 * shipment's units, names and SKUs, the client, the letterhead), then the invoice is appended
 * to the provider's series at its revision, with the stream that marks the order (or shipment)
 * invoiced made in the same write: two invoices at once take consecutive numbers, and the same
 * order is never invoiced twice.
 */
@CommandHandler(IssueInvoice)
export class IssueInvoiceHandler implements ICommandHandler<IssueInvoice> {
  constructor(
    private readonly streams: OrderStreams,
    private readonly orders: OrdersReadModel,
    private readonly shipments: ShipmentsReadModel,
    private readonly products: ProductsService,
    private readonly clients: ClientsReadModel,
    private readonly settings: SettingsReadModel,
    private readonly writer: StockWriter,
    private readonly waiter: ProjectionWaiter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ providerId, orderId, member, shipment }: IssueInvoice): Promise<string> {
    const [order, view, settings] = await Promise.all([
      this.streams.loadWhere(orderId, (state) => state.providerId === providerId),
      this.orders.get(providerId, orderId),
      this.settings.of(providerId),
    ]);
    const shipped =
      shipment === null ? null : await this.shipments.one(providerId, orderId, shipment);
    const [products, clients] = await Promise.all([
      this.products.byIds(
        providerId,
        order.state.lines.map((line) => line.productId),
      ),
      this.clients.summaries(providerId, order.state.clientId ? [order.state.clientId] : []),
    ]);
    const productById = new Map(products.map((product) => [product.id, product]));
    const client = order.state.clientId ? clients.get(order.state.clientId) : undefined;
    const frozen = new Map(order.state.lines.map((line) => [line.productId, line]));
    const covered = shipped
      ? shipped.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity }))
      : order.state.lines;
    const source: InvoiceSource = {
      providerId,
      orderId,
      orderNumber: view.number,
      orderType: order.state.orderType,
      clientId: order.state.clientId,
      cancelled: order.state.cancelled,
      currency: order.state.currency ?? settings.currency,
      shipment: shipped ? { sequence: shipped.sequence, number: shipped.number } : null,
      lines: covered.map((line) => {
        const placed = frozen.get(line.productId);
        const product = productById.get(line.productId);
        return {
          productId: line.productId,
          sku: product?.sku ?? null,
          name: product?.name ?? '',
          quantity: line.quantity,
          price: placed?.price ?? null,
          taxRate: placed?.taxRate ?? 0,
        };
      }),
    };
    const seller = letterheadOf(settings, view.provider.name);
    const billTo = {
      name: client?.name ?? view.client?.name ?? '',
      lines: [
        ...lines(client?.address),
        ...(client?.email ? [client.email] : []),
        ...(client?.tax_id ? [`Tax ID: ${client.tax_id}`] : []),
      ],
    };
    const context = commandByMember(providerId, member);
    const invoiceId = eventIdFor(context.commandId, -1);
    const series = invoiceSeriesStreamId(providerId);
    const marker = invoicedStreamId(orderId, shipment);
    const position = await this.writer.execute(
      context,
      async () => {
        const last = await this.store.readLastOf([series, marker]);
        return { last: last.get(series) ?? null, invoiced: last.get(marker) ?? null };
      },
      ({
        last,
        invoiced,
      }: {
        last: RecordedEvent | null;
        invoiced: RecordedEvent | null;
      }): Decision => {
        if (invoiced)
          throw new InvoiceRuleError(
            `This ${shipment === null ? 'order' : 'shipment'} has already been invoiced: ${formatInvoiceNumber(
              (invoiced.data as { number: number }).number,
            )}.`,
            'conflict',
          );
        const issued = decideInvoice(
          source,
          {
            invoiceId,
            at: context.at,
            per: settings.invoicePer,
            paymentTermsDays: settings.paymentTermsDays,
            locale: settings.locale,
            seller: { ...seller, logoKey: settings.logoKey },
            billTo,
            shipTo: { name: billTo.name, lines: lines(client?.address) },
          },
          last ? (last.data as InvoiceIssued['data']).number : null,
        );
        return {
          orderId: invoiceId,
          streamId: series,
          expected: last ? last.revision : 'no_stream',
          events: [issued],
          stock: [],
          alongside: [
            {
              streamId: marker,
              events: [
                {
                  type: 'OrderInvoiced',
                  data: { invoiceId, number: issued.data.number, orderId, shipment },
                },
              ],
            },
          ],
        };
      },
      new Map(),
    );
    if (position) await this.waiter.waitFor(position, [invoicesProjection.name]);
    return invoiceId;
  }
}
