import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { NewWebhookResponse } from '../../responses/webhook.response.dto';
import { CreateWebhook } from './create-webhook.command';
import { CreateWebhookRequest } from './create-webhook.request.dto';

/**
 * POST /api/provider/{provider_id}/webhooks: the owner registers an endpoint (its signing
 * secret shown once). Each delivery is a POST of `{ id, type, created, provider_id, data }`
 * signed in `Stockflow-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`,
 * with `Webhook-Id` (the event's id, the same on every retry) and `Webhook-Timestamp`.
 */
@Controller('provider/:provider_id/webhooks')
export class CreateWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  create(
    @Body() body: CreateWebhookRequest,
    @Req() req: MemberRequest,
  ): Promise<NewWebhookResponse> {
    return this.commands.execute(
      new CreateWebhook(req.member!, body.url, body.events, body.description),
    );
  }
}
