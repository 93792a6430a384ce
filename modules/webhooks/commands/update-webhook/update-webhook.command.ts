import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import type { WebhookView } from '../../infrastructure/webhook-store';

/** The owner changes an endpoint: its address, events, description, or enables/disables it. */
export class UpdateWebhook extends Command<{ webhook: WebhookView }> {
  constructor(
    readonly member: Member,
    readonly webhookId: string,
    readonly change: { url?: string; events?: string[]; description?: string; enabled?: boolean },
  ) {
    super();
  }
}
