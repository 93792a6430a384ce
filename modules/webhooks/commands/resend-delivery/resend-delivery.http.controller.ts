import { Controller, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { OneDeliveryResponse } from '../../responses/webhook.response.dto';
import { ResendDelivery } from './resend-delivery.command';

/**
 * POST /api/provider/{provider_id}/webhooks/{webhook_id}/deliveries/{delivery_id}/resend: send
 * it again now; answered with the delivery as the log shows it after the attempt.
 */
@Controller('provider/:provider_id/webhooks')
export class ResendDeliveryController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':webhook_id/deliveries/:delivery_id/resend')
  @HttpCode(200)
  resend(
    @Param('webhook_id', ParseUUIDPipe) webhookId: string,
    @Param('delivery_id', ParseUUIDPipe) deliveryId: string,
    @Req() req: MemberRequest,
  ): Promise<OneDeliveryResponse> {
    return this.commands.execute(new ResendDelivery(req.member!, webhookId, deliveryId));
  }
}
