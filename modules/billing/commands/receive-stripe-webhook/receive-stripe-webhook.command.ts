import { Command } from '@nestjs/cqrs';

/** POST /api/billing/webhook: a Stripe event as sent, with its signature header. */
export class ReceiveStripeWebhook extends Command<{ received: true }> {
  constructor(
    /** The body's exact bytes (`rawBody`), which the signature covers. */
    readonly body: unknown,
    readonly signature: string | undefined,
  ) {
    super();
  }
}
