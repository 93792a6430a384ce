import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PlacedBy } from '../../../inventory';
import { Buyer } from '../../domain/buyer-rules';
import { Buyers } from '../../infrastructure/buyers.store';
import { ApprovalRequests, ClientOrdersPlacedBy, ListBuyers, OrderPlacedBy } from './buyers.query';

@QueryHandler(ListBuyers)
export class ListBuyersHandler implements IQueryHandler<ListBuyers> {
  constructor(private readonly buyers: Buyers) {}

  async execute({ by }: ListBuyers): Promise<Buyer[]> {
    return this.buyers.list([(await this.buyers.teamClient(by)).id]);
  }
}

@QueryHandler(ApprovalRequests)
export class ApprovalRequestsHandler implements IQueryHandler<ApprovalRequests> {
  constructor(private readonly buyers: Buyers) {}

  async execute({ buyer }: ApprovalRequests) {
    const [requests, team] = await Promise.all([
      this.buyers.requests([buyer.clientId]),
      this.buyers.list([buyer.clientId]),
    ]);
    return { requests, team };
  }
}

@QueryHandler(OrderPlacedBy)
export class OrderPlacedByHandler implements IQueryHandler<OrderPlacedBy> {
  constructor(private readonly buyers: Buyers) {}

  execute({ providerId, orderId }: OrderPlacedBy): Promise<PlacedBy | null> {
    return this.buyers.placedByOfOrder(providerId, orderId);
  }
}

@QueryHandler(ClientOrdersPlacedBy)
export class ClientOrdersPlacedByHandler implements IQueryHandler<ClientOrdersPlacedBy> {
  constructor(private readonly buyers: Buyers) {}

  execute({ clientIds }: ClientOrdersPlacedBy) {
    return this.buyers.placedByOfClients(clientIds);
  }
}
