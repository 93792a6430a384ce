import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import type { WebhookView } from '../../infrastructure/webhook-store';

/** The owner registers an endpoint: answered with its signing secret, this once. */
export class CreateWebhook extends Command<{ webhook: WebhookView; secret: string }> {
  constructor(
    readonly member: Member,
    readonly url: string,
    readonly events: string[],
    readonly description?: string,
  ) {
    super();
  }
}
