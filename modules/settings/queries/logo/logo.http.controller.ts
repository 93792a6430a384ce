import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { AnswersBinary, notFound } from '../../../platform';
import { ProviderLogo } from './logo.query';

/** GET …/settings/logo: the logo's bytes (members), 404 when there is none. */
@Controller('provider/:provider_id/settings/logo')
export class LogoController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @AnswersBinary(['image/png', 'image/jpeg'])
  async get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const logo = await this.queries.execute(new ProviderLogo(providerId));
    if (!logo) throw notFound('No logo is set.');
    res
      .headers({
        'Content-Type': logo.type,
        'Cache-Control': 'private, no-cache',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(logo.bytes);
  }
}
