import { Query } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import type { DeliveryView } from '../../infrastructure/webhook-store';

/** An endpoint's delivery log, newest event first, a page at a time. */
export class ListDeliveries extends Query<{
  deliveries: DeliveryView[];
  pagination: { total: number };
}> {
  constructor(
    readonly member: Member,
    readonly webhookId: string,
    readonly page: { limit: number; offset: number; status?: string },
  ) {
    super();
  }
}
