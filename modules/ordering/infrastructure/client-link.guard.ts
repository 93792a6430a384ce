import {
  createParamDecorator,
  ExecutionContext,
  Inject,
  Injectable,
  Optional,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { PlanLimits } from '../../billing';
import { ClientsReadModel } from '../../clients';
import { Database, isUuid } from '../../platform';
import {
  BUYER_PORTAL,
  BuyerPortal,
  PortalBuyer,
} from '../commands/place-order/place-order.command';
import { linkRefusal, reachableProviders } from '../domain/client-link';
import { CLIENT_LINK, LinkHolder, recordAt } from './client-link.strategy';

type PortalRequest = FastifyRequest<{
  Params: { order_id?: string };
  Querystring: { provider_id?: unknown };
}> & {
  user?: LinkHolder;
  reachableProviders?: Set<string>;
  clientInScope?: string;
  buyer?: PortalBuyer;
};

/**
 * The client portal's routes: the link's key signs the client in (the `client-link` strategy),
 * then two checks follow.
 *
 * - The portal works only for providers on Pro: a Free provider's client link answers 402
 *   PRO_REQUIRED_CLIENT_LINKS, with a message that tells the client nothing about the provider.
 *   Self-hosted instances skip it.
 * - A provider that disables a client's link closes the portal to that client: every route
 *   about that provider's data (its products, one of its orders) answers 403, and the routes
 *   about the client's providers at large (its links, its orders) leave that provider out, or
 *   answer 403 once no link is active. What the client still reaches is on the request
 *   (`@ReachableProviders()`).
 *
 * A client's own portal reaches one record per provider it accepted: a route about one
 * provider works on that provider's record (`@PortalClient()`), the routes at large on all of
 * them (`@PortalClients()`), and each provider's disabled link closes that provider alone.
 */
@Injectable()
export class ClientLinkGuard extends AuthGuard(CLIENT_LINK) {
  constructor(
    private readonly plans: PlanLimits,
    private readonly clients: ClientsReadModel,
    private readonly db: Database,
    @Optional() @Inject(BUYER_PORTAL) private readonly buyers?: BuyerPortal,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const req = context.switchToHttp().getRequest<PortalRequest>();
    const holder = req.user!;
    const [links, providerId] = await Promise.all([
      this.linksOf(holder),
      this.providerInScope(
        req,
        holder.records.map((record) => record.clientId),
      ),
    ]);
    const ofClient = links.map((link) => ({ providerId: link.provider.id, active: link.active }));
    if (this.plans.enforced)
      await this.plans.assertClientLinks(ofClient.map((link) => link.providerId));
    const refusal = linkRefusal(ofClient, providerId);
    if (refusal) throw refusal;
    req.reachableProviders = reachableProviders(ofClient);
    req.clientInScope = recordAt(holder, providerId);
    // A buyer signed in to the portal (modules/buyers); without the header the link works as
    // it always did, with one that is not live it answers 401.
    const session = req.headers['x-buyer-session'];
    if (this.buyers && typeof session === 'string' && session !== '')
      req.buyer = await this.buyers.signedIn(
        session,
        holder.records.map((record) => record.clientId),
      );
    return true;
  }

  /** The links the key reaches: a portal's, each record's link with its own provider only. */
  private async linksOf(holder: LinkHolder) {
    if (holder.portalId === null) return this.clients.linksOfClient(holder.clientId);
    const each = await Promise.all(
      holder.records.map(async (record) =>
        (await this.clients.linksOfClient(record.clientId)).filter(
          (link) => link.provider.id === record.providerId,
        ),
      ),
    );
    return each.flat();
  }

  /** The one provider whose data the route is about, when it is about one. */
  private async providerInScope(
    req: PortalRequest,
    clientIds: readonly string[],
  ): Promise<string | null> {
    const orderId = req.params.order_id;
    if (orderId !== undefined) {
      if (!isUuid(orderId)) return null;
      const { rows } = await this.db.query<{ provider_id: string }>(
        'SELECT provider_id FROM orders WHERE id = $1 AND client_id = ANY($2::uuid[])',
        [orderId, clientIds],
      );
      return rows[0]?.provider_id ?? null;
    }
    const providerId = req.query?.provider_id;
    return typeof providerId === 'string' && isUuid(providerId) ? providerId : null;
  }
}

/**
 * The client's record the route is about, whose id the handlers use (never the key): the
 * link's own, or in a portal the record of the provider in scope.
 */
export const PortalClient = createParamDecorator(
  (_: unknown, context: ExecutionContext): string => {
    const req = context.switchToHttp().getRequest<PortalRequest>();
    return req.clientInScope ?? req.user!.clientId;
  },
);

/** Every record of the client the key reaches (one for a provider's link). */
export const PortalClients = createParamDecorator(
  (_: unknown, context: ExecutionContext): string[] => [
    ...new Set(
      context
        .switchToHttp()
        .getRequest<PortalRequest>()
        .user!.records.map((record) => record.clientId),
    ),
  ],
);

/** The client's own portal the key opens; null for a provider's link (which has no requests). */
export const PortalId = createParamDecorator(
  (_: unknown, context: ExecutionContext): string | null =>
    context.switchToHttp().getRequest<PortalRequest>().user!.portalId,
);

/** The providers whose data the client still reaches through an active link. */
export const ReachableProviders = createParamDecorator(
  (_: unknown, context: ExecutionContext): Set<string> =>
    context.switchToHttp().getRequest<PortalRequest>().reachableProviders ?? new Set(),
);

/**
 * The client's record at the provider a route names in its body (`provider_id`, beside lines or
 * a list), as `PortalClient` is for one named in the path or the query: the link's own, or in
 * the client's own portal its record of that provider. The handler checks that link.
 */
export const PortalClientOfBody = createParamDecorator(
  (_: unknown, context: ExecutionContext): string => {
    const req = context
      .switchToHttp()
      .getRequest<PortalRequest & { body?: { provider_id?: unknown } }>();
    const providerId = req.body?.provider_id;
    return recordAt(req.user!, isUuid(providerId) ? providerId.toLowerCase() : null);
  },
);

/** The buyer signed in to the portal on this request (modules/buyers), or null. */
export const SignedInBuyer = createParamDecorator(
  (_: unknown, context: ExecutionContext): PortalBuyer | null =>
    context.switchToHttp().getRequest<PortalRequest>().buyer ?? null,
);
