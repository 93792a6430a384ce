import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PlanLimits } from '../../billing';
import { ClientReads } from '../../clients';
import { isUuid } from '../../platform';

/**
 * The client portal works only for providers on Pro: a Free provider's client link answers 402
 * PRO_REQUIRED_CLIENT_LINKS on every portal route, with a message that tells the client nothing
 * about the provider. Self-hosted instances skip it without a query.
 */
@Injectable()
export class ClientLinkPlanGuard implements CanActivate {
  constructor(
    private readonly plans: PlanLimits,
    private readonly clients: ClientReads,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.plans.enforced) return true;
    const clientId = String(
      context.switchToHttp().getRequest<FastifyRequest<{ Params: { client_id?: string } }>>().params
        .client_id,
    );
    // A malformed id is the route's own 400; an unknown client has no links and stays a 404.
    if (!isUuid(clientId)) return true;
    const links = await this.clients.linksOfClient(clientId);
    await this.plans.assertClientLinks(links.map((link) => link.provider.id));
    return true;
  }
}
