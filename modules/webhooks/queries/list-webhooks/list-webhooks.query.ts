import { Query } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import type { WebhookView } from '../../infrastructure/webhook-store';

/** The provider's endpoints, newest first (never a secret), and the events one can pick. */
export class ListWebhooks extends Query<{ webhooks: WebhookView[]; event_types: string[] }> {
  constructor(readonly member: Member) {
    super();
  }
}
