import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ClientCreditTermsResponse } from '../../responses/client-credit.response.dto';
import { SetClientCredit } from './set-client-credit.command';
import { SetClientCreditRequest } from './set-client-credit.request.dto';

/**
 * PUT /api/provider/{provider_id}/client/{client_id}/credit: the client's payment terms and
 * credit limit (membership, as editing the client; the GET, with its open balance, is
 * invoicing's).
 */
@Controller('provider/:provider_id/client/:client_id/credit')
export class SetClientCreditController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  set(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @Body() body: SetClientCreditRequest,
  ): Promise<ClientCreditTermsResponse> {
    return this.commands.execute(new SetClientCredit(providerId, clientId, body));
  }
}
