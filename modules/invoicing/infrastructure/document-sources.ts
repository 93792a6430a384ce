import { Injectable } from '@nestjs/common';
import { ProductsService } from '../../catalog';
import { ClientsReadModel } from '../../clients';
import { LoadedOrder, OrderStreams, OrdersReadModel, OrderView } from '../../ordering';
import { BusinessSettings, letterheadOf, SettingsReadModel } from '../../settings';
import { InvoiceParty, InvoiceSource } from '../domain/invoice';

const lines = (text: string | null | undefined) =>
  (text ?? '').split('\n').filter((line) => line.trim() !== '');

/** What an invoice or a credit note of an order is made of, read once. */
export interface OrderDocumentFacts {
  order: LoadedOrder;
  view: OrderView;
  settings: BusinessSettings;
  seller: InvoiceParty & { logoKey: string | null };
  billTo: InvoiceParty;
  shipTo: InvoiceParty;
  /** The order's units as a document lists them: frozen price and rate, today's SKU and name. */
  linesOf(units: readonly { productId: string; quantity: number }[]): InvoiceSource['lines'];
  /** The source of a document covering `units` of the order. */
  source(
    units: readonly { productId: string; quantity: number }[],
    shipment: InvoiceSource['shipment'],
  ): InvoiceSource;
}

/**
 * Reads what a document of an order needs: the order's frozen lines from its stream, its
 * number and client, the products' SKUs and names, the client's address and tax id, and the
 * letterhead from the settings as they are now (the document then records them).
 */
@Injectable()
export class DocumentSources {
  constructor(
    private readonly streams: OrderStreams,
    private readonly orders: OrdersReadModel,
    private readonly products: ProductsService,
    private readonly clients: ClientsReadModel,
    private readonly settings: SettingsReadModel,
  ) {}

  async of(providerId: string, orderId: string): Promise<OrderDocumentFacts> {
    const [order, view, settings] = await Promise.all([
      this.streams.loadWhere(orderId, (state) => state.providerId === providerId),
      this.orders.get(providerId, orderId),
      this.settings.of(providerId),
    ]);
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
    const billTo = {
      name: client?.name ?? view.client?.name ?? '',
      lines: [
        ...lines(client?.address),
        ...(client?.email ? [client.email] : []),
        ...(client?.tax_id ? [`Tax ID: ${client.tax_id}`] : []),
      ],
    };
    const linesOf = (units: readonly { productId: string; quantity: number }[]) =>
      units.map((unit) => {
        const placed = frozen.get(unit.productId);
        const product = productById.get(unit.productId);
        return {
          productId: unit.productId,
          sku: product?.sku ?? null,
          name: product?.name ?? '',
          quantity: unit.quantity,
          price: placed?.price ?? null,
          taxRate: placed?.taxRate ?? 0,
        };
      });
    return {
      order,
      view,
      settings,
      seller: { ...letterheadOf(settings, view.provider.name), logoKey: settings.logoKey },
      billTo,
      shipTo: { name: billTo.name, lines: lines(client?.address) },
      linesOf,
      source: (units, shipment) => ({
        providerId,
        orderId,
        orderNumber: view.number,
        orderType: order.state.orderType,
        clientId: order.state.clientId,
        cancelled: order.state.cancelled,
        hold: order.state.hold ?? null,
        currency: order.state.currency ?? settings.currency,
        shipment,
        lines: linesOf(units),
      }),
    };
  }
}
