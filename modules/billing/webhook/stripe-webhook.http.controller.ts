import { Controller, Headers, HttpCode, Post, RawBodyRequest, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { StripeWebhook } from './stripe-webhook.service';

/** Stripe's calls; the signature is checked over the body's exact bytes (`rawBody`). */
@Controller('billing/webhook')
export class StripeWebhookController {
  constructor(private readonly webhook: StripeWebhook) {}

  @Post()
  @HttpCode(200)
  receive(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    return this.webhook.receive(req.rawBody, signature);
  }
}
