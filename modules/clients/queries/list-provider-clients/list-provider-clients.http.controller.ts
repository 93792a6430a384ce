import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { pageOf } from '../../../platform';
import { ProviderClientListResponse } from '../../responses/client.response.dto';
import { ListProviderClients } from './list-provider-clients.query';
import { ListProviderClientsQuery } from './list-provider-clients.request.dto';

/** Clients list page size (docs/product.md §9). */
const PAGE_SIZE = 50;

/** GET /api/provider/{provider_id}/provider_clients (docs/product.md §7, Clients). */
@Controller('provider/:provider_id')
export class ListProviderClientsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('provider_clients')
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListProviderClientsQuery,
  ): Promise<ProviderClientListResponse> {
    return this.queries.execute(
      new ListProviderClients(providerId, pageOf(query, PAGE_SIZE), query.search),
    );
  }
}
