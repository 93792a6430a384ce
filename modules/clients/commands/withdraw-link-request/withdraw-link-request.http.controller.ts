import { Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { WithdrawnLinkRequestResponse } from '../../responses/client-link.response.dto';
import { WithdrawLinkRequest } from './withdraw-link-request.command';

/** POST /api/provider/{provider_id}/client/{client_id}/link_request/withdraw. */
@Controller('provider/:provider_id')
export class WithdrawLinkRequestController {
  constructor(private readonly commands: CommandBus) {}

  @Post('client/:client_id/link_request/withdraw')
  @HttpCode(200)
  withdraw(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
  ): Promise<WithdrawnLinkRequestResponse> {
    return this.commands.execute(new WithdrawLinkRequest(providerId, clientId));
  }
}
