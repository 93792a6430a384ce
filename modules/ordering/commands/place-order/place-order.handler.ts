import { createHash, randomUUID } from 'node:crypto';
import { Inject, Optional } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { KeyNotAllowed, OTHER_PROVIDER, orderTypeArea, scopeRefusal } from '../../../api-keys';
import { PlanLimits } from '../../../billing';
import { ProductsService, ProductView } from '../../../catalog';
import { breakPrice, ClientsReadModel, ClientTerms, PricingReadModel } from '../../../clients';
import { actionRefusal, isKeyHolder, Member, MemberCheck } from '../../../identity';
import {
  inventoryProjection,
  memberActor,
  OrderType,
  stockLotsProjection,
} from '../../../inventory';
import { LocationsReadModel, LocationView } from '../../../locations';
import { Database, ProjectionWaiter, Read } from '../../../platform';
import { BusinessSettings, DEFAULT_SETTINGS, SettingsReadModel } from '../../../settings';
import { refuseUnlessLinkActive } from '../../domain/client-link';
import { OrderRuleError } from '../../domain/order';
import { orderRuleBreaches } from '../../domain/order-rules';
import { OrderStreams } from '../../infrastructure/order-streams';
import { portalStockRefusal } from '../../infrastructure/portal-stock-refusal';
import { ordersProjection } from '../../projections/orders/orders.projection';
import { creditHoldOf } from './credit-check';
import { orderRulesRefusal } from './order-rules-refusal';
import { BUYER_PORTAL, BuyerPortal, PlaceOrder } from './place-order.command';
import { SignInToOrderError } from './place-order.errors';
import { OrderRequest } from './place-order.request.dto';

const NO_DEFAULT_LOCATION = 'Please reach out to your provider, a default location is missing.';

/** The order creation payload as checked (docs/product.md §3), in the words of the code below. */
interface OrderPayload {
  providerId: string;
  locationId: string | null;
  clientId: string | null;
  orderType: OrderType;
  notes: string | null;
  products: {
    productId: string;
    quantity: number;
    price: number | null;
    /** Lot-tracked products only (see domain/lots); absent when not sent. */
    lot?: string;
    expiry?: string;
  }[];
  /** ADJUST only (see domain/adjustment): when it applies, and why. */
  effectiveAt: string | null;
  reason: string | null;
  reasonNote: string | null;
}

function payloadOf(order: OrderRequest): OrderPayload {
  return {
    providerId: order.providerId,
    locationId: order.locationId,
    clientId: order.clientId,
    orderType: order.transaction_type,
    notes: order.notes,
    effectiveAt: order.effectiveAt,
    reason: order.reason,
    reasonNote: order.reasonNote,
    products: order.products.map((line) => ({
      productId: line.id,
      quantity: line.quantity,
      price: line.price,
      // Only when sent, so that a request without lots fingerprints as it always did.
      ...(line.lot_code !== null ? { lot: line.lot_code } : {}),
      ...(line.expiry_date !== null ? { expiry: line.expiry_date } : {}),
    })),
  };
}

/** The request an Idempotency-Key came with, as checked: the same order gives the same text. */
function fingerprintOf(payload: OrderPayload): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('base64url');
}

/**
 * Resolves who places the order (a provider member, or a client by their link), where, what
 * and at which price, places it through OrderStreams, and answers once the read models show
 * it (read-your-writes: the screen that opens next reads it).
 */
@CommandHandler(PlaceOrder)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrder> {
  constructor(
    private readonly db: Database,
    private readonly members: MemberCheck,
    private readonly locations: LocationsReadModel,
    private readonly products: ProductsService,
    private readonly clients: ClientsReadModel,
    private readonly pricing: PricingReadModel,
    private readonly settings: SettingsReadModel,
    private readonly streams: OrderStreams,
    private readonly plans: PlanLimits,
    private readonly waiter: ProjectionWaiter,
    private readonly queries: QueryBus,
    @Optional() @Inject(BUYER_PORTAL) private readonly buyers?: BuyerPortal,
  ) {}

  async execute({
    order,
    signedIn,
    idempotencyKey,
    agreedPrices,
    buyerSession,
    placedBy,
  }: PlaceOrder): Promise<{ orderId: string }> {
    const byClient = !signedIn;
    const payload = byClient ? await this.ofLinkHolder(payloadOf(order)) : payloadOf(order);
    // A buyer signed in to the portal (modules/buyers): the order records them, and waits for
    // an approver when it is above their limit.
    const buyer =
      byClient && buyerSession && this.buyers
        ? await this.buyers.signedIn(buyerSession, [payload.clientId!])
        : null;
    const key = isKeyHolder(signedIn) ? this.asKey(payload, signedIn.member) : null;
    const forClient = payload.orderType === 'ORDER' && payload.clientId ? payload.clientId : null;
    // Who places it, where, what, at which price and in which currency and tax: one round trip
    // for all five reads (the provider's settings only for an ORDER: movements have no money).
    const [who, location, known, terms, settings] = await this.db.readTogether(
      key
        ? null
        : signedIn && !isKeyHolder(signedIn)
          ? this.members.memberRead(signedIn, payload.providerId)
          : this.clients.linkActiveRead(payload.providerId, payload.clientId!),
      this.locationRead(payload, byClient),
      this.products.byIdsRead(
        payload.providerId,
        payload.products.map((line) => line.productId),
      ),
      forClient ? this.pricing.termsForRead(payload.providerId, forClient) : null,
      payload.orderType === 'ORDER' ? this.settings.settingsRead([payload.providerId]) : null,
    );
    const context = key
      ? this.asMember(payload, key)
      : typeof who === 'object' && who !== null
        ? this.asMember(payload, who)
        : this.asClient(payload, who);
    // Free plan: no client links, a monthly ORDER limit (self-hosted: no check, no query).
    const at = new Date();
    const allowance = await this.plans.assertOrder(payload.providerId, {
      type: payload.orderType,
      byClient: context.actorType === 'client',
      at,
    });
    const commandId = idempotencyKey
      ? `${payload.providerId}:${context.actorId}:${idempotencyKey}`
      : randomUUID();
    const idempotency = idempotencyKey
      ? { key: idempotencyKey, fingerprint: fingerprintOf(payload) }
      : undefined;
    // readTogether types a read that may be left out (null) as null: say what it answers.
    const money = settings as Map<string, BusinessSettings> | null;
    const resolved = this.resolve(payload, byClient, {
      location,
      known,
      terms,
      forClient,
      settings: money?.get(payload.providerId) ?? null,
      agreedPrices: byClient ? agreedPrices : undefined,
    });
    const overLimit = buyer ? this.buyers!.overLimit(buyer, resolved.command.lines) : null;
    // A quote's order is not kept for approval (the approval would place it at list prices):
    // a colleague who may accept it does.
    if (buyer && overLimit !== null && agreedPrices)
      throw new OrderRuleError(
        'This quote is above your order limit: a colleague who approves orders can accept it.',
        'conflict',
      );
    if (buyer && overLimit !== null)
      throw await this.buyers!.hold(buyer, {
        providerId: payload.providerId,
        clientId: payload.clientId!,
        lines: payload.products.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
        })),
        notes: payload.notes,
        total: overLimit,
        currency: money?.get(payload.providerId)?.currency ?? DEFAULT_SETTINGS.currency,
      });
    const recordedBy = byClient
      ? (placedBy ?? (buyer ? { name: buyer.name, email: buyer.email } : null))
      : null;
    // Over the client's credit limit: placed, but held for the provider's review.
    const hold = await creditHoldOf(this.queries, {
      providerId: payload.providerId,
      clientId: forClient,
      creditLimit: (terms as ClientTerms | null)?.creditLimit,
      currency: money?.get(payload.providerId)?.currency ?? DEFAULT_SETTINGS.currency,
      lines: resolved.command.lines,
    });
    const { orderId, position } = await this.streams
      .place(
        { ...context, commandId, idempotency, at: at.toISOString() },
        {
          ...resolved.command,
          providerId: payload.providerId,
          ...(recordedBy ? { placedBy: recordedBy } : {}),
        },
        resolved.names,
        allowance,
        hold,
      )
      .catch((error: unknown) => {
        // The portal names the line refused for want of stock, in words where the provider
        // keeps its stock to itself.
        if (!byClient) throw error;
        throw portalStockRefusal(
          error,
          money?.get(payload.providerId)?.portalStock ?? 'exact',
          payload.products,
          resolved.names,
        );
      });
    // A lot-tracked product's screen reads its lots next.
    await this.waiter.waitFor(position, [
      ordersProjection.name,
      inventoryProjection.name,
      ...(resolved.command.lotTracked ? [stockLotsProjection.name] : []),
    ]);
    return { orderId };
  }

  /**
   * An order without a token comes through a client's public link: its `client_id` is the
   * link's key (a provider's link, or the client's own portal), and the order is that client's
   * record at the provider. What a client may not place at
   * all is refused before anything is read.
   */
  private async ofLinkHolder(payload: OrderPayload): Promise<OrderPayload> {
    if (!payload.clientId) throw new SignInToOrderError();
    if (payload.orderType !== 'ORDER')
      throw new OrderRuleError('Only the provider can do this.', 'forbidden');
    if (payload.products.some((line) => line.lot !== undefined || line.expiry !== undefined))
      throw new OrderRuleError('Only the provider can choose a lot.', 'forbidden');
    const found = await this.clients.recordsOfKey(payload.clientId.toLowerCase());
    // A provider's link orders as its record; the client's own portal as its record of the
    // provider chosen. A key with no record there is a stranger to that provider.
    const clientId = found?.records.find((r) => r.providerId === payload.providerId)?.clientId;
    if (!clientId) throw new OrderRuleError('No such client for this provider.', 'not_found');
    return { ...payload, clientId };
  }

  private asMember(payload: OrderPayload, member: Member) {
    const refusal = actionRefusal(member, 'POST /api/order', {
      transaction_type: payload.orderType,
    });
    if (refusal) throw new OrderRuleError(refusal, 'forbidden');
    return { providerId: payload.providerId, ...memberActor(member) };
  }

  /**
   * An API key places for its own provider only, an ORDER with orders:write, a movement with
   * inventory:write; it needs no read (its strategy has found it live).
   */
  private asKey(payload: OrderPayload, member: Member): Member {
    if (member.providerId !== payload.providerId) throw new KeyNotAllowed(OTHER_PROVIDER);
    const refusal = scopeRefusal(
      member.apiKey?.scopes ?? [],
      orderTypeArea(payload.orderType),
      'write',
    );
    if (refusal) throw new KeyNotAllowed(refusal);
    return member;
  }

  /** `linkActive`: whether the client's link with the provider is active, null for no link. */
  private asClient(payload: OrderPayload, linkActive: boolean | null) {
    refuseUnlessLinkActive(linkActive);
    return {
      providerId: payload.providerId,
      actorId: payload.clientId!,
      actorType: 'client' as const,
    };
  }

  /** Where the order goes: a client's always to the provider's default location. */
  private locationRead(payload: OrderPayload, byClient: boolean): Read<LocationView | null> | null {
    if (byClient) return this.locations.defaultLocationRead(payload.providerId);
    return payload.locationId
      ? this.locations.getRead(payload.providerId, payload.locationId)
      : null;
  }

  /**
   * The location, the lines with their frozen prices and tax rates (and the order's currency
   * and number prefix), and product names for messages.
   */
  private resolve(
    payload: OrderPayload,
    byClient: boolean,
    read: {
      location: LocationView | null;
      known: ProductView[];
      terms: ClientTerms | null;
      forClient: string | null;
      settings: BusinessSettings | null;
      agreedPrices?: ReadonlyMap<string, number>;
    },
  ) {
    const { location, known, terms, forClient, settings, agreedPrices } = read;
    if (!location)
      throw new OrderRuleError(byClient ? NO_DEFAULT_LOCATION : 'Please select a location.');
    if (!location.active) throw new OrderRuleError(`${location.name} is not active.`);
    const ids = payload.products.map((line) => line.productId);
    const byId = new Map(known.map((product) => [product.id, product]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing) throw new OrderRuleError(`No such product: ${missing}`);
    const names = new Map(known.map((product) => [product.id, product.name]));

    const lotTracked = known.filter((product) => product.track_lots).map((product) => product.id);
    if (!forClient)
      return { command: this.command(payload, location.id, () => null, lotTracked), names };
    if (!terms) throw new OrderRuleError('Please select a client.');
    // The rate each line is taxed at, frozen with its price: none for an exempt client, else
    // the product's own, else the provider's default.
    const defaultRate = settings?.defaultTaxRate ?? 0;
    const taxRate = (productId: string) =>
      terms.taxExempt ? 0 : (byId.get(productId)?.tax_rate ?? defaultRate);
    const offers = new Map(terms.offers(known).map((p) => [p.id, p]));
    const price = (line: OrderPayload['products'][number]) => {
      if (line.quantity === 0) return null;
      // An accepted quote's price stands, for any product staff quoted.
      const agreed = agreedPrices?.get(line.productId);
      if (agreed !== undefined) return agreed;
      const offer = offers.get(line.productId);
      if (!offer)
        throw new OrderRuleError(`${names.get(line.productId)} is not available to this client.`);
      // A provider may pick one of the listed prices other than the one that applies; anything
      // else gets the price that applies, lowered by the quantity break the line reaches.
      const picked =
        !byClient &&
        line.price !== offer.price &&
        offer.prices.find((option) => option.price === line.price);
      return picked ? picked.price : breakPrice(offer.price, offer.price_breaks, line.quantity);
    };
    const command = this.command(payload, location.id, price, lotTracked, taxRate);
    // The portal's orders meet the ordering rules (the client's own, else the product's, both
    // read with the terms above); staff placing one for the client are only warned on screen.
    if (byClient && !agreedPrices) {
      const breaches = orderRuleBreaches({
        lines: command.lines.map((line) => ({
          productId: line.productId,
          name: names.get(line.productId) ?? '',
          quantity: line.quantity,
          price: line.price,
          rules: offers.get(line.productId) ?? { min_quantity: null, case_pack: null },
        })),
        minOrderValue: settings?.minOrderValue ?? null,
        currency: settings?.currency ?? DEFAULT_SETTINGS.currency,
      });
      if (breaches.length > 0)
        throw orderRulesRefusal(breaches, settings?.locale ?? DEFAULT_SETTINGS.locale);
    }
    return {
      command: {
        ...command,
        // The currency and the number's prefix are the order's from now on, whatever the
        // settings say later (an order keeps its number: see domain/order-number).
        ...(settings ? { currency: settings.currency, numberPrefix: settings.orderPrefix } : {}),
      },
      names,
    };
  }

  private command(
    payload: OrderPayload,
    locationId: string,
    price: (line: OrderPayload['products'][number]) => number | null,
    lotTracked: readonly string[],
    taxRate?: (productId: string) => number,
  ): Omit<Parameters<OrderStreams['place']>[1], 'providerId'> {
    return {
      clientId: payload.clientId,
      locationId,
      orderType: payload.orderType,
      notes: payload.notes,
      lines: payload.products.map((line) => ({
        ...line,
        price: price(line),
        ...(taxRate ? { taxRate: taxRate(line.productId) } : {}),
      })),
      ...(lotTracked.length > 0 ? { lotTracked } : {}),
      effectiveAt: payload.effectiveAt,
      reason: payload.reason,
      reasonNote: payload.reasonNote,
    };
  }
}
