import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OneProviderCardResponse } from '../../responses/provider-card.response.dto';
import { ProviderCard } from './provider-card.query';

/**
 * GET /api/provider/{provider_id}: the provider's name and contact email, for the header of its
 * members' screens (the session names the providers by id only). Members only, as every
 * /api/provider/{provider_id} route.
 */
@Controller('provider/:provider_id')
export class ProviderCardController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  card(@Param('provider_id', ParseUUIDPipe) providerId: string): Promise<OneProviderCardResponse> {
    return this.queries.execute(new ProviderCard(providerId));
  }
}
