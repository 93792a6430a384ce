import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ClientReads } from '../../clients';
import { Database, isUuid } from '../../platform';
import { linkRefusal, reachableProviders } from '../domain/client-link';

type PortalRequest = FastifyRequest<{
  Params: { client_id?: string; order_id?: string };
  Querystring: { provider_id?: unknown };
}> & { reachableProviders?: Set<string> };

/**
 * A provider that disables a client's link closes the portal to that client: every portal
 * route about that provider's data (its products, one of its orders) answers 403, and the
 * routes about the client's providers at large (its links, its orders) leave that provider
 * out, or answer 403 once no link is active. What the client still reaches is on the request
 * for those routes (`@ReachableProviders()`).
 */
@Injectable()
export class ClientLinkActiveGuard implements CanActivate {
  constructor(
    private readonly clients: ClientReads,
    private readonly db: Database,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<PortalRequest>();
    const clientId = String(req.params.client_id);
    // A malformed id is the route's own 400; an unknown client has no links and stays a 404.
    if (!isUuid(clientId)) return true;
    const [links, providerId] = await Promise.all([
      this.clients.linksOfClient(clientId),
      this.providerInScope(req, clientId),
    ]);
    const ofClient = links.map((link) => ({ providerId: link.provider.id, active: link.active }));
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

/** The providers whose data the client still reaches through an active link. */
export const ReachableProviders = createParamDecorator(
  (_: unknown, context: ExecutionContext): Set<string> =>
    context.switchToHttp().getRequest<PortalRequest>().reachableProviders ?? new Set(),
);
