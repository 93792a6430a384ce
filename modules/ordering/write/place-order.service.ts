import { createHash, randomUUID } from 'node:crypto';
import { HttpException, Injectable } from '@nestjs/common';
import { PlanLimits } from '../../billing';
import { ProductsService, ProductView } from '../../catalog';
import { ClientReads, ClientTerms, PricingReads } from '../../clients';
import { Member, MemberCheck, PERMISSION_REFUSALS, SignedInUser } from '../../identity';
import { LocationReads, LocationView } from '../../locations';
import { badRequest, Database, HttpError, Position, Read } from '../../platform';
import { OrderType, PERMISSION_FOR } from '../domain/order';
import { OrderStreams } from '../infrastructure/order-streams';
import { OrderRequest } from './place-order.request.dto';

const NO_DEFAULT_LOCATION = 'Please reach out to your provider, a default location is missing.';

/** As long as Stripe takes them: room for a UUID and a prefix, no room for a payload. */
const MAX_IDEMPOTENCY_KEY = 255;

/** The order creation payload as checked (spec section 3), in the words of the code below. */
interface OrderPayload {
  providerId: string;
  locationId: string | null;
  clientId: string | null;
  orderType: OrderType;
  notes: string | null;
  products: { productId: string; quantity: number; price: number | null }[];
}

function payloadOf(order: OrderRequest): OrderPayload {
  return {
    providerId: order.providerId,
    locationId: order.locationId,
    clientId: order.clientId,
    orderType: order.transaction_type,
    notes: order.notes,
    products: order.products.map((line) => ({
      productId: line.id,
      quantity: line.quantity,
      price: line.price,
    })),
  };
}

/** The request an Idempotency-Key came with, as checked: the same order gives the same text. */
function fingerprintOf(payload: OrderPayload): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('base64url');
}

/**
 * POST /api/order: resolves who places it (a provider member by bearer token, or a client by
 * their link), where, what and at which price, then places it through OrderStreams.
 */
@Injectable()
export class PlaceOrderService {
  constructor(
    private readonly db: Database,
    private readonly members: MemberCheck,
    private readonly locations: LocationReads,
    private readonly products: ProductsService,
    private readonly clients: ClientReads,
    private readonly pricing: PricingReads,
    private readonly commands: OrderStreams,
    private readonly plans: PlanLimits,
  ) {}

  async place(
    order: OrderRequest,
    /** The member the route's guard signed in; none: a client orders through its link. */
    signedIn: SignedInUser | undefined,
    idempotencyKey: string | undefined,
  ): Promise<{ orderId: string; position: Position; providerId: string }> {
    if (idempotencyKey && idempotencyKey.length > MAX_IDEMPOTENCY_KEY)
      throw badRequest(`Idempotency-Key must be at most ${MAX_IDEMPOTENCY_KEY} characters`);
    {
      const payload = payloadOf(order);
      const byClient = !signedIn;
      if (byClient) this.checkClientOrder(payload);
      const forClient = payload.orderType === 'ORDER' && payload.clientId ? payload.clientId : null;
      // Who places it, where, what and at which price: one round trip for all four reads.
      const [who, location, known, terms] = await this.db.readTogether(
        signedIn
          ? this.members.memberRead(signedIn, payload.providerId)
          : this.clients.linkActiveRead(payload.providerId, payload.clientId!),
        this.locationRead(payload, byClient),
        this.products.byIdsRead(
          payload.providerId,
          payload.products.map((line) => line.productId),
        ),
        forClient ? this.pricing.termsForRead(payload.providerId, forClient) : null,
      );
      const context =
        typeof who === 'object' && who !== null
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
      const resolved = this.resolve(payload, byClient, { location, known, terms, forClient });
      const placed = await this.commands.place(
        { ...context, commandId, idempotency, at: at.toISOString() },
        { ...resolved.command, providerId: payload.providerId },
        resolved.names,
        allowance,
      );
      return { ...placed, providerId: payload.providerId };
    }
  }

  /** What a client may not place at all, refused before anything is read. */
  private checkClientOrder(payload: OrderPayload): void {
    if (!payload.clientId)
      throw new HttpException(
        { statusCode: 401, error: 'Unauthorized', message: 'Sign in to place orders' },
        401,
      );
    if (payload.orderType !== 'ORDER') throw new HttpError(403, 'Only the provider can do this.');
  }

  private asMember(payload: OrderPayload, member: Member) {
    const permission = PERMISSION_FOR[payload.orderType];
    if (member.permissionsDenied.includes(permission))
      throw new HttpError(403, PERMISSION_REFUSALS[permission]);
    return { providerId: payload.providerId, actorId: member.userId, actorType: 'user' as const };
  }

  /** `linkActive`: whether the client's link with the provider is active, null for no link. */
  private asClient(payload: OrderPayload, linkActive: boolean | null) {
    if (linkActive === null) throw new HttpError(404, 'No such client for this provider.');
    if (!linkActive) throw new HttpError(403, 'Your link with this provider is not active.');
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

  /** The location, the lines with their frozen prices, and product names for messages. */
  private resolve(
    payload: OrderPayload,
    byClient: boolean,
    read: {
      location: LocationView | null;
      known: ProductView[];
      terms: ClientTerms | null;
      forClient: string | null;
    },
  ) {
    const { location, known, terms, forClient } = read;
    if (!location) throw badRequest(byClient ? NO_DEFAULT_LOCATION : 'Please select a location.');
    if (!location.active) throw badRequest(`${location.name} is not active.`);
    const ids = payload.products.map((line) => line.productId);
    const byId = new Map(known.map((product) => [product.id, product]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing) throw badRequest(`No such product: ${missing}`);
    const names = new Map(known.map((product) => [product.id, product.name]));

    if (!forClient) return { command: this.command(payload, location.id, () => null), names };
    if (!terms) throw badRequest('Please select a client.');
    const offers = new Map(terms.offers(known).map((p) => [p.id, p]));
    const price = (line: OrderPayload['products'][number]) => {
      if (line.quantity === 0) return null;
      const offer = offers.get(line.productId);
      if (!offer) throw badRequest(`${names.get(line.productId)} is not available to this client.`);
      // A provider may pick one of the listed prices; anything else gets the price that applies.
      const picked = !byClient && offer.prices.find((option) => option.price === line.price);
      return picked ? picked.price : offer.price;
    };
    return { command: this.command(payload, location.id, price), names };
  }

  private command(
    payload: OrderPayload,
    locationId: string,
    price: (line: OrderPayload['products'][number]) => number | null,
  ): Omit<Parameters<OrderStreams['place']>[1], 'providerId'> {
    return {
      clientId: payload.clientId,
      locationId,
      orderType: payload.orderType,
      notes: payload.notes,
      lines: payload.products.map((line) => ({ ...line, price: price(line) })),
    };
  }
}
