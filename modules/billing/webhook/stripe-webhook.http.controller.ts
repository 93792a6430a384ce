import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { StripeWebhook } from './stripe-webhook.service';

/** Stripe's calls; the body arrives as raw bytes (see raw-body.ts). */
@Controller('billing/webhook')
export class StripeWebhookController {
  constructor(private readonly webhook: StripeWebhook) {}

  @Post()
  @HttpCode(200)
  receive(@Req() req: Request, @Headers('stripe-signature') signature: string | undefined) {
    return this.webhook.receive(req.body, signature);
  }
}
