import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalClient } from '../../../ordering';
import { ClientInvoicesResponse } from '../../responses/invoice.response.dto';
import { ClientInvoices } from './client-invoices.query';
import { ClientInvoicesQuery } from './client-invoices.request.dto';

/**
 * GET /api/client/{client_id}/invoices: the portal's open invoices (a client's own portal names
 * the provider with `?provider_id=`, as its other routes do). Each PDF:
 * `/api/client/{client_id}/invoices/{id}/pdf`.
 */
@Controller('client/:client_id/invoices')
@UseGuards(ClientLinkGuard)
export class ClientInvoicesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @PortalClient() clientId: string,
    @Query() query: ClientInvoicesQuery,
  ): Promise<ClientInvoicesResponse> {
    return this.queries.execute(new ClientInvoices(clientId, query.provider_id));
  }
}
