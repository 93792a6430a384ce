import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientCreditResponse } from '../../responses/invoice.response.dto';
import { ClientCredit } from './client-credit.query';

/**
 * GET /api/provider/{provider_id}/client/{client_id}/credit: the client's terms, limit and open
 * balance (the PUT, which sets the terms, is the clients context's).
 */
@Controller('provider/:provider_id/client/:client_id/credit')
export class ClientCreditController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
  ): Promise<ClientCreditResponse> {
    return this.queries.execute(new ClientCredit(providerId, clientId));
  }
}
