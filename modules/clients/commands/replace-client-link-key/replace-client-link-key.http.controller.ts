import { Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ClientLinkKeyResponse } from '../../responses/client-link.response.dto';
import { ReplaceClientLinkKey } from './replace-client-link-key.command';

/**
 * POST /api/provider/{provider_id}/client/{client_id}/link: a new link for the client, the old
 * one dead (a link sent to the wrong address, or copied by a member who since lost the right).
 */
@Controller('provider/:provider_id')
export class ReplaceClientLinkKeyController {
  constructor(private readonly commands: CommandBus) {}

  @Post('client/:client_id/link')
  replace(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
  ): Promise<ClientLinkKeyResponse> {
    return this.commands.execute(new ReplaceClientLinkKey(providerId, clientId));
  }
}
