import { Controller, Delete, Param, ParseUUIDPipe, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { DeletedWebhookResponse } from '../../responses/webhook.response.dto';
import { DeleteWebhook } from './delete-webhook.command';

/** DELETE /api/provider/{provider_id}/webhooks/{webhook_id}: the endpoint and its log go. */
@Controller('provider/:provider_id/webhooks')
export class DeleteWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':webhook_id')
  delete(
    @Param('webhook_id', ParseUUIDPipe) webhookId: string,
    @Req() req: MemberRequest,
  ): Promise<DeletedWebhookResponse> {
    return this.commands.execute(new DeleteWebhook(req.member!, webhookId));
  }
}
