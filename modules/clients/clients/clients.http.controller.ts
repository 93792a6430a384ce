import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { isUuid, notFound, pageOf } from '../../platform';
import {
  CreateClientRequest,
  ListProviderClientsQuery,
  ProviderClientQuery,
  UpdateClientRequest,
  UpdateProviderClientRequest,
} from './client.request.dto';
import { ClientsService } from './clients.service';

/** Clients list page size (spec section 9). */
const PAGE_SIZE = 50;

/** Clients and their links to the provider (spec section 7, Clients). */
@Controller('provider/:provider_id')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Get('provider_clients')
  async list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListProviderClientsQuery,
  ) {
    const { provider_clients, total } = await this.clients.listLinks(
      providerId,
      pageOf(query, PAGE_SIZE),
    );
    return { provider_clients, pagination: { total } };
  }

  @Get('provider_client')
  async link(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ProviderClientQuery,
  ) {
    if (!isUuid(query.client_id)) throw notFound('No such client.');
    return { provider_client: await this.clients.linkFor(providerId, query.client_id) };
  }

  @Put('provider_client/:id')
  async setActive(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateProviderClientRequest,
  ) {
    return { providerClient: await this.clients.setLinkActive(providerId, id, body.active) };
  }

  @Post('client')
  async create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreateClientRequest,
  ) {
    return this.clients.create(providerId, body);
  }

  @Get('client/:client_id')
  async get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
  ) {
    return { client: await this.clients.get(providerId, clientId) };
  }

  @Put('client/:client_id')
  async update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @Body() body: UpdateClientRequest,
  ) {
    return { client: await this.clients.update(providerId, clientId, body) };
  }
}
