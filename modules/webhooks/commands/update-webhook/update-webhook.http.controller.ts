import { Body, Controller, Param, ParseUUIDPipe, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { OneWebhookResponse } from '../../responses/webhook.response.dto';
import { UpdateWebhook } from './update-webhook.command';
import { UpdateWebhookRequest } from './update-webhook.request.dto';

/** PATCH /api/provider/{provider_id}/webhooks/{webhook_id}: change or disable an endpoint. */
@Controller('provider/:provider_id/webhooks')
export class UpdateWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':webhook_id')
  update(
    @Param('webhook_id', ParseUUIDPipe) webhookId: string,
    @Body() body: UpdateWebhookRequest,
    @Req() req: MemberRequest,
  ): Promise<OneWebhookResponse> {
    return this.commands.execute(new UpdateWebhook(req.member!, webhookId, body));
  }
}
