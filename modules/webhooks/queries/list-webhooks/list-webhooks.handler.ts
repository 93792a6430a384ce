import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WEBHOOK_EVENTS } from '../../domain/webhook-events';
import { checkWebhookOwner } from '../../domain/webhook-rules';
import { WebhookStore } from '../../infrastructure/webhook-store';
import { WebhookListResponse } from '../../responses/webhook.response.dto';
import { ListWebhooks } from './list-webhooks.query';

@QueryHandler(ListWebhooks)
export class ListWebhooksHandler implements IQueryHandler<ListWebhooks> {
  constructor(private readonly store: WebhookStore) {}

  async execute({ member }: ListWebhooks): Promise<WebhookListResponse> {
    checkWebhookOwner(member);
    return { webhooks: await this.store.list(member.providerId), event_types: [...WEBHOOK_EVENTS] };
  }
}
