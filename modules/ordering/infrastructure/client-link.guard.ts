import { createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { PlanLimits } from '../../billing';
import { ClientReads } from '../../clients';
import { Database, isUuid } from '../../platform';
import { linkRefusal, reachableProviders } from '../domain/client-link';
import { CLIENT_LINK, LinkHolder } from './client-link.strategy';

type PortalRequest = FastifyRequest<{
  Params: { order_id?: string };
  Querystring: { provider_id?: unknown };
}> & { user?: LinkHolder; reachableProviders?: Set<string> };

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
 */
@Injectable()
export class ClientLinkGuard extends AuthGuard(CLIENT_LINK) {
  constructor(
    private readonly plans: PlanLimits,
    private readonly clients: ClientReads,
    private readonly db: Database,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const req = context.switchToHttp().getRequest<PortalRequest>();
    const { clientId } = req.user!;
    const [links, providerId] = await Promise.all([
      this.clients.linksOfClient(clientId),
      this.providerInScope(req, clientId),
    ]);
    const ofClient = links.map((link) => ({ providerId: link.provider.id, active: link.active }));
    if (this.plans.enforced)
      await this.plans.assertClientLinks(ofClient.map((link) => link.providerId));
    const refusal = linkRefusal(ofClient, providerId);
    if (refusal) throw refusal;
    req.reachableProviders = reachableProviders(ofClient);
    return true;
  }

  /** The one provider whose data the route is about, when it is about one. */
  private async providerInScope(req: PortalRequest, clientId: string): Promise<string | null> {
    const orderId = req.params.order_id;
    if (orderId !== undefined) {
      if (!isUuid(orderId)) return null;
      const { rows } = await this.db.query<{ provider_id: string }>(
        'SELECT provider_id FROM orders WHERE id = $1 AND client_id = $2',
        [orderId, clientId],
      );
      return rows[0]?.provider_id ?? null;
    }
    const providerId = req.query?.provider_id;
    return typeof providerId === 'string' && isUuid(providerId) ? providerId : null;
  }
}

/** The client the link signed in: its id, which the handlers use (never the key). */
export const PortalClient = createParamDecorator(
  (_: unknown, context: ExecutionContext): string =>
    context.switchToHttp().getRequest<PortalRequest>().user!.clientId,
);

/** The providers whose data the client still reaches through an active link. */
export const ReachableProviders = createParamDecorator(
  (_: unknown, context: ExecutionContext): Set<string> =>
    context.switchToHttp().getRequest<PortalRequest>().reachableProviders ?? new Set(),
);
