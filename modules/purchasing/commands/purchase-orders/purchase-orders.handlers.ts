import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductsService } from '../../../catalog';
import { LocationsReadModel } from '../../../locations';
import {
  badRequest,
  Database,
  HttpError,
  instant,
  MAILER,
  Mailer,
  notFound,
} from '../../../platform';
import { SettingsReadModel } from '../../../settings';
import {
  decideCancel,
  decideChange,
  decideClose,
  decideCorrectCost,
  decideSend,
  PurchaseLine,
  PurchaseOrderTerms,
} from '../../domain/purchase-order';
import {
  PurchaseOrderDocuments,
  purchaseOrderMail,
} from '../../infrastructure/purchase-order-document';
import { PurchaseOrderStreams, receiptDecision } from '../../infrastructure/purchase-order-streams';
import { SuppliersStore } from '../../infrastructure/suppliers.store';
import { PurchaseOrdersReadModel } from '../../projections/purchase-orders/purchase-orders.read-model';
import type { PurchaseTerms } from './purchase-order.request.dto';
import {
  CancelPurchaseOrder,
  ChangePurchaseOrder,
  ClosePurchaseOrder,
  CorrectReceiptCost,
  CreatePurchaseOrder,
  ReceivePurchaseOrder,
  SendPurchaseOrder,
} from './purchase-orders.commands';

/**
 * The terms as the domain takes them, checked against the provider's data: the location and
 * every product are the provider's, and a line without a price takes the supplier's for it.
 */
@Injectable()
export class PurchaseTermsResolver {
  constructor(
    private readonly db: Database,
    private readonly locations: LocationsReadModel,
    private readonly products: ProductsService,
  ) {}

  async resolve(
    providerId: string,
    supplierId: string,
    body: PurchaseTerms,
  ): Promise<PurchaseOrderTerms> {
    const ids = body.lines.map((line) => line.product_id);
    const [location, products, { rows: prices }] = await Promise.all([
      this.locations.get(providerId, body.location_id),
      this.products.byIds(providerId, ids),
      this.db.query<{ product_id: string; unit_price: string }>(
        `SELECT product_id, unit_price FROM purchasing_supplier_prices
        WHERE provider_id = $1 AND supplier_id = $2 AND product_id = ANY($3::uuid[])`,
        [providerId, supplierId, ids],
      ),
    ]);
    if (!location) throw notFound('No such location.');
    const known = new Set(products.map((product) => product.id));
    const priceOf = new Map(prices.map((price) => [price.product_id, Number(price.unit_price)]));
    const lines: PurchaseLine[] = body.lines.map((line, index) => {
      if (!known.has(line.product_id)) throw badRequest(`lines[${index}]: no such product`);
      const unitPrice = line.unit_price ?? priceOf.get(line.product_id);
      if (unitPrice === undefined)
        throw badRequest(
          `lines[${index}]: unit_price is required: the supplier has no price for this product`,
        );
      return { productId: line.product_id, quantity: line.quantity, unitPrice };
    });
    return {
      locationId: location.id,
      lines,
      expectedOn: body.expected_on ?? null,
      notes: body.notes ?? null,
    };
  }
}

@CommandHandler(CreatePurchaseOrder)
export class CreatePurchaseOrderHandler implements ICommandHandler<CreatePurchaseOrder> {
  constructor(
    private readonly streams: PurchaseOrderStreams,
    private readonly suppliers: SuppliersStore,
    private readonly terms: PurchaseTermsResolver,
    private readonly orders: PurchaseOrdersReadModel,
  ) {}

  async execute({ providerId, member, body }: CreatePurchaseOrder) {
    const supplier = await this.suppliers.one(providerId, body.supplier_id);
    const terms = await this.terms.resolve(providerId, supplier.id, body);
    const id = await this.streams.draft(member, {
      ...terms,
      providerId,
      supplierId: supplier.id,
      currency: supplier.currency,
    });
    return { purchase_order: await this.orders.one(providerId, id) };
  }
}

@CommandHandler(ChangePurchaseOrder)
export class ChangePurchaseOrderHandler implements ICommandHandler<ChangePurchaseOrder> {
  constructor(
    private readonly streams: PurchaseOrderStreams,
    private readonly terms: PurchaseTermsResolver,
    private readonly orders: PurchaseOrdersReadModel,
  ) {}

  async execute({ providerId, purchaseOrderId, member, body }: ChangePurchaseOrder) {
    const { state } = await this.streams.loadOf(providerId, purchaseOrderId);
    const terms = await this.terms.resolve(providerId, state.supplierId, body);
    await this.streams.change(providerId, purchaseOrderId, member, (current, at) => ({
      events: [decideChange(current, terms, at)],
      stock: [],
    }));
    return { purchase_order: await this.orders.one(providerId, purchaseOrderId) };
  }
}

/**
 * Sends the order: mails its PDF to the supplier, then records it sent (to whom). The mail goes
 * first: a mail that fails records nothing and answers why, so the order is never marked sent
 * while the supplier has nothing; a send that fails after the mail may simply be sent again.
 */
@CommandHandler(SendPurchaseOrder)
export class SendPurchaseOrderHandler implements ICommandHandler<SendPurchaseOrder> {
  constructor(
    private readonly streams: PurchaseOrderStreams,
    private readonly documents: PurchaseOrderDocuments,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly orders: PurchaseOrdersReadModel,
  ) {}

  async execute({ providerId, purchaseOrderId, member, send }: SendPurchaseOrder) {
    const { state } = await this.streams.loadOf(providerId, purchaseOrderId);
    // Refused now (a cancelled order) rather than after a mail.
    decideSend(state, null, new Date().toISOString());
    let to: string | null = null;
    if (!send.markOnly) {
      const document = await this.documents.pdf(providerId, purchaseOrderId);
      to = send.to ?? document.supplier.email;
      if (!to)
        throw badRequest(
          'The supplier has no email: give to, or mark_only: true to mark it sent without a mail.',
        );
      const address = to;
      await this.mailer.send(purchaseOrderMail(document, address)).catch(() => {
        throw new HttpError(
          502,
          `The mail to ${address} could not be sent: try again, or mark it sent with mark_only.`,
        );
      });
    }
    await this.streams.change(providerId, purchaseOrderId, member, (current, at) => ({
      events: [decideSend(current, to, at)],
      stock: [],
    }));
    return { purchase_order: await this.orders.one(providerId, purchaseOrderId) };
  }
}

@CommandHandler(ReceivePurchaseOrder)
export class ReceivePurchaseOrderHandler implements ICommandHandler<ReceivePurchaseOrder> {
  constructor(
    private readonly streams: PurchaseOrderStreams,
    private readonly products: ProductsService,
    private readonly settings: SettingsReadModel,
    private readonly orders: PurchaseOrdersReadModel,
  ) {}

  async execute({ providerId, purchaseOrderId, member, body }: ReceivePurchaseOrder) {
    const [settings, products] = await Promise.all([
      this.settings.of(providerId),
      this.products.byIds(
        providerId,
        body.lines.map((line) => line.product_id),
      ),
    ]);
    const lotTracked = products.filter((p) => p.track_lots).map((p) => p.id);
    const effectiveAt = body.effective_at ? instant(body.effective_at, 'effective_at') : null;
    if (effectiveAt)
      await this.streams.checkReceiptDate(
        providerId,
        purchaseOrderId,
        body.lines.filter((line) => line.quantity > 0).map((line) => line.product_id),
        effectiveAt.toISOString(),
      );
    await this.streams.change(providerId, purchaseOrderId, member, (state, at, receiptId) =>
      receiptDecision(state, {
        receiptId,
        lines: body.lines.map((line) => ({
          productId: line.product_id,
          quantity: line.quantity,
          lot: line.lot_code ?? null,
          expiry: line.expiry_date ?? null,
        })),
        exchangeRate: body.exchange_rate ?? null,
        landedCosts: (body.landed_costs ?? []).map((cost) => ({
          label: cost.label,
          amount: cost.amount,
          spreadBy: cost.spread_by,
        })),
        providerCurrency: settings.currency,
        lotTracked,
        effectiveAt: effectiveAt?.toISOString() ?? null,
        at,
      }),
    );
    return { purchase_order: await this.orders.one(providerId, purchaseOrderId) };
  }
}

@CommandHandler(CorrectReceiptCost)
export class CorrectReceiptCostHandler implements ICommandHandler<CorrectReceiptCost> {
  constructor(
    private readonly streams: PurchaseOrderStreams,
    private readonly orders: PurchaseOrdersReadModel,
  ) {}

  async execute({ providerId, purchaseOrderId, receiptId, member, body }: CorrectReceiptCost) {
    const effectiveAt = body.effective_at ? instant(body.effective_at, 'effective_at') : null;
    await this.streams.change(providerId, purchaseOrderId, member, (state, at) => ({
      events: [
        decideCorrectCost(state, {
          receiptId,
          lines: body.lines.map((line) => ({
            productId: line.product_id,
            unitCost: line.unit_cost,
          })),
          effectiveAt: effectiveAt?.toISOString() ?? null,
          reason: body.reason ?? null,
          at,
        }),
      ],
      stock: [],
    }));
    return { purchase_order: await this.orders.one(providerId, purchaseOrderId) };
  }
}

@CommandHandler(ClosePurchaseOrder)
export class ClosePurchaseOrderHandler implements ICommandHandler<ClosePurchaseOrder> {
  constructor(
    private readonly streams: PurchaseOrderStreams,
    private readonly orders: PurchaseOrdersReadModel,
  ) {}

  async execute({ providerId, purchaseOrderId, member, reason }: ClosePurchaseOrder) {
    await this.streams.change(providerId, purchaseOrderId, member, (state, at) => ({
      events: [decideClose(state, reason, at)],
      stock: [],
    }));
    return { purchase_order: await this.orders.one(providerId, purchaseOrderId) };
  }
}

@CommandHandler(CancelPurchaseOrder)
export class CancelPurchaseOrderHandler implements ICommandHandler<CancelPurchaseOrder> {
  constructor(
    private readonly streams: PurchaseOrderStreams,
    private readonly orders: PurchaseOrdersReadModel,
  ) {}

  async execute({ providerId, purchaseOrderId, member }: CancelPurchaseOrder) {
    await this.streams.change(providerId, purchaseOrderId, member, (state, at) => ({
      events: [decideCancel(state, at)],
      stock: [],
    }));
    return { purchase_order: await this.orders.one(providerId, purchaseOrderId) };
  }
}

export const purchaseOrderCommandHandlers = [
  CreatePurchaseOrderHandler,
  ChangePurchaseOrderHandler,
  SendPurchaseOrderHandler,
  ReceivePurchaseOrderHandler,
  CorrectReceiptCostHandler,
  ClosePurchaseOrderHandler,
  CancelPurchaseOrderHandler,
];
