import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WebhookNotFound } from '../../domain/webhook-errors';
import { checkWebhookOwner } from '../../domain/webhook-rules';
import { WebhookStore } from '../../infrastructure/webhook-store';
import { ListDeliveries } from './list-deliveries.query';

@QueryHandler(ListDeliveries)
export class ListDeliveriesHandler implements IQueryHandler<ListDeliveries> {
  constructor(private readonly store: WebhookStore) {}

  async execute({ member, webhookId, page }: ListDeliveries) {
    checkWebhookOwner(member);
    if (!(await this.store.find(member.providerId, webhookId))) throw new WebhookNotFound();
    const { deliveries, total } = await this.store.deliveries(member.providerId, webhookId, page);
    return { deliveries, pagination: { total } };
  }
}
