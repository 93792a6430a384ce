import { Query } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import type { WebhookListResponse } from '../../responses/webhook.response.dto';

/** The provider's endpoints, newest first (never a secret), and the events one can pick. */
export class ListWebhooks extends Query<WebhookListResponse> {
  constructor(readonly member: Member) {
    super();
  }
}
