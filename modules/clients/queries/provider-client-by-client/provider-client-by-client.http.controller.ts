import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { isUuid } from '../../../platform';
import { ClientNotFound } from '../../domain/client-errors';
import { OneProviderClientResponse } from '../../responses/client.response.dto';
import { ProviderClientByClient } from './provider-client-by-client.query';
import { ProviderClientByClientQuery } from './provider-client-by-client.request.dto';

/** GET /api/provider/{provider_id}/provider_client?client_id= (docs/product.md §7, Clients). */
@Controller('provider/:provider_id')
export class ProviderClientByClientController {
  constructor(private readonly queries: QueryBus) {}

  @Get('provider_client')
  get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ProviderClientByClientQuery,
  ): Promise<OneProviderClientResponse> {
    // A client id that is no id names no client: the same 404 as an unknown one.
    if (!isUuid(query.client_id)) throw new ClientNotFound();
    return this.queries.execute(new ProviderClientByClient(providerId, query.client_id));
  }
}
