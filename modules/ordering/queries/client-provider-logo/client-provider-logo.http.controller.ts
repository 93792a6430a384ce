import { Controller, Get, Param, ParseUUIDPipe, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { AnswersBinary, badRequest, notFound } from '../../../platform';
import {
  ClientLinkGuard,
  PortalClients,
  ReachableProviders,
} from '../../infrastructure/client-link.guard';
import { ClientProviderLogo } from './client-provider-logo.query';

/** The provider's id in the path; a malformed one is a 400 that names it. */
const PROVIDER_ID = new ParseUUIDPipe({
  exceptionFactory: () => badRequest('provider_id must be the id of a provider (a UUID)'),
});

/**
 * GET /api/client/{key}/providers/{provider_id}/logo: the logo of a provider the key orders
 * from, for the portal's header; 404 when it has none, or for a provider the key does not reach.
 */
@Controller('client/:client_id/providers/:provider_id/logo')
@UseGuards(ClientLinkGuard)
export class ClientProviderLogoController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @AnswersBinary(['image/png', 'image/jpeg'])
  async get(
    @PortalClients() clientIds: string[],
    @ReachableProviders() reachable: Set<string>,
    @Param('provider_id', PROVIDER_ID) providerId: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const logo = await this.queries.execute(
      new ClientProviderLogo(clientIds, reachable, providerId),
    );
    if (!logo) throw notFound('No logo is set.');
    res
      .headers({
        'Content-Type': logo.type,
        // The portal's address of a logo names its file (`?v=`): a new logo is a new address, so
        // a phone may keep this one rather than download it on every visit.
        'Cache-Control': 'private, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(logo.bytes);
  }
}
