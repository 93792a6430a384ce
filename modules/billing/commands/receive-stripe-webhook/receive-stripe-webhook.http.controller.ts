import { Controller, Headers, HttpCode, Post, RawBodyRequest, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { StripeWebhookReceivedResponse } from '../../responses/billing.response.dto';
import { ReceiveStripeWebhook } from './receive-stripe-webhook.command';

/** Stripe's calls; the signature is checked over the body's exact bytes (`rawBody`). */
@Controller('billing/webhook')
export class ReceiveStripeWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  receive(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<StripeWebhookReceivedResponse> {
    return this.commands.execute(new ReceiveStripeWebhook(req.rawBody, signature));
  }
}
