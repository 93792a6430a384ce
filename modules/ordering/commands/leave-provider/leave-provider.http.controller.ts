import { Controller, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalId } from '../../infrastructure/client-link.guard';
import { LeftProviderResponse } from '../../responses/client-portal.response.dto';
import { LeaveProvider } from './leave-provider.command';

/** POST /api/client/{key}/providers/{provider_id}/leave, from the client's own portal. */
@Controller('client/:client_id/providers/:provider_id')
@UseGuards(ClientLinkGuard)
export class LeaveProviderController {
  constructor(private readonly commands: CommandBus) {}

  @Post('leave')
  @HttpCode(200)
  leave(
    @PortalId() portalId: string | null,
    @Param('provider_id', ParseUUIDPipe) providerId: string,
  ): Promise<LeftProviderResponse> {
    return this.commands.execute(new LeaveProvider(portalId, providerId));
  }
}
