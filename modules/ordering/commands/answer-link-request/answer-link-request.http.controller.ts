import { Controller, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalId } from '../../infrastructure/client-link.guard';
import { AnsweredLinkRequestResponse } from '../../responses/client-portal.response.dto';
import { AnswerLinkRequest } from './answer-link-request.command';

/** POST /api/client/{key}/link_requests/{id}/accept or /decline, from the client's portal. */
@Controller('client/:client_id/link_requests/:request_id')
@UseGuards(ClientLinkGuard)
export class AnswerLinkRequestController {
  constructor(private readonly commands: CommandBus) {}

  @Post('accept')
  @HttpCode(200)
  accept(
    @PortalId() portalId: string | null,
    @Param('request_id', ParseUUIDPipe) requestId: string,
  ): Promise<AnsweredLinkRequestResponse> {
    return this.commands.execute(new AnswerLinkRequest(portalId, requestId, 'ACCEPTED'));
  }

  @Post('decline')
  @HttpCode(200)
  decline(
    @PortalId() portalId: string | null,
    @Param('request_id', ParseUUIDPipe) requestId: string,
  ): Promise<AnsweredLinkRequestResponse> {
    return this.commands.execute(new AnswerLinkRequest(portalId, requestId, 'DECLINED'));
  }
}
