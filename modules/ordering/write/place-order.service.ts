import { randomUUID } from 'node:crypto';
import { HttpException, Injectable, NotFoundException } from '@nestjs/common';
import { PlanLimits } from '../../billing';
import { ProductsService } from '../../catalog';
import { ClientsService, PricingService } from '../../clients';
import { MemberCheck, PERMISSION_REFUSALS } from '../../identity';
import { LocationsService } from '../../locations';
import { badRequest, HttpError, Position } from '../../platform';
import { PERMISSION_FOR } from '../domain/order';
import { OrderPayload, parseOrderPayload } from '../domain/order-payload';
import { OrderCommands } from './order-commands';
import { asHttp } from './order-http-errors';

const NO_DEFAULT_LOCATION = 'Please reach out to your provider, a default location is missing.';

/**
 * POST /api/order: resolves who places it (a provider member by bearer token, or a client by
 * their link), where, what and at which price, then places it through OrderCommands.
 */
@Injectable()
export class PlaceOrderService {
  constructor(
    private readonly members: MemberCheck,
    private readonly locations: LocationsService,
    private readonly products: ProductsService,
    private readonly clients: ClientsService,
    private readonly pricing: PricingService,
    private readonly commands: OrderCommands,
    private readonly plans: PlanLimits,
  ) {}

  async place(
    body: unknown,
    authorization: string | undefined,
    idempotencyKey: string | undefined,
  ): Promise<{ orderId: string; position: Position; providerId: string }> {
    try {
      const payload = parseOrderPayload(body);
      const context = authorization
        ? await this.asProvider(payload, authorization)
        : await this.asClient(payload);
      // Free plan: no client links, a monthly ORDER limit (self-hosted: no check, no query).
      await this.plans.assertOrder(payload.providerId, {
        type: payload.orderType,
        byClient: context.actorType === 'client',
      });
      const commandId = idempotencyKey
        ? `${payload.providerId}:${context.actorId}:${idempotencyKey}`
        : randomUUID();
      const resolved = await this.resolve(payload, context.actorType === 'client');
      const placed = await this.commands.place(
        { ...context, commandId, repeatable: !!idempotencyKey, at: new Date().toISOString() },
        { ...resolved.command, providerId: payload.providerId },
        resolved.names,
      );
      return { ...placed, providerId: payload.providerId };
    } catch (error) {
      throw asHttp(error);
    }
  }

  private async asProvider(payload: OrderPayload, authorization: string) {
    const member = await this.members.member(authorization, payload.providerId);
    const permission = PERMISSION_FOR[payload.orderType];
    if (member.permissionsDenied.includes(permission))
      throw new HttpError(403, PERMISSION_REFUSALS[permission]);
    return { providerId: payload.providerId, actorId: member.userId, actorType: 'user' as const };
  }

  private async asClient(payload: OrderPayload) {
    if (!payload.clientId)
      throw new HttpException(
        { statusCode: 401, error: 'Unauthorized', message: 'Sign in to place orders' },
        401,
      );
    if (payload.orderType !== 'ORDER') throw new HttpError(403, 'Only the provider can do this.');
    const link = await this.clients.linkFor(payload.providerId, payload.clientId).catch((error) => {
      if (error instanceof NotFoundException || (error as { status?: number }).status === 404)
        throw new HttpError(404, 'No such client for this provider.');
      throw error;
    });
    if (!link.active) throw new HttpError(403, 'Your link with this provider is not active.');
    return {
      providerId: payload.providerId,
      actorId: payload.clientId,
      actorType: 'client' as const,
    };
  }

  /**
   * The location, the lines with their frozen prices, and product names for messages. What it
   * reads does not depend on each other, so it is read at once.
   */
  private async resolve(payload: OrderPayload, byClient: boolean) {
    const ids = payload.products.map((line) => line.productId);
    const forClient = payload.orderType === 'ORDER' && payload.clientId ? payload.clientId : null;
    const [location, known, terms] = await Promise.all([
      // Held, not thrown, so that a bad location is reported first whatever answers first.
      this.location(payload, byClient).catch((error: Error) => error),
      this.products.byIds(payload.providerId, ids),
      forClient ? this.pricing.termsFor(payload.providerId, forClient) : null,
    ]);
    if (location instanceof Error) throw location;
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

  /** Where the order goes: a client's always to the provider's default location. */
  private async location(payload: OrderPayload, byClient: boolean) {
    const location = byClient
      ? await this.locations.defaultLocation(payload.providerId)
      : payload.locationId
        ? await this.locations.get(payload.providerId, payload.locationId).catch(() => null)
        : null;
    if (!location) throw badRequest(byClient ? NO_DEFAULT_LOCATION : 'Please select a location.');
    if (!location.active) throw badRequest(`${location.name} is not active.`);
    return location;
  }

  private command(
    payload: OrderPayload,
    locationId: string,
    price: (line: OrderPayload['products'][number]) => number | null,
  ): Omit<Parameters<OrderCommands['place']>[1], 'providerId'> {
    return {
      clientId: payload.clientId,
      locationId,
      orderType: payload.orderType,
      notes: payload.notes,
      lines: payload.products.map((line) => ({ ...line, price: price(line) })),
    };
  }
}
