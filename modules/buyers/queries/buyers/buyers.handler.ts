import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientsReadModel } from '../../../clients';
import { HttpError } from '../../../platform';
import { ADMINS_ONLY, Buyer, mayManageTeam, PlacedByView } from '../../domain/buyer-rules';
import { Buyers } from '../../infrastructure/buyers.store';
import { ApprovalRequests, ClientOrdersPlacedBy, ListBuyers, OrderPlacedBy } from './buyers.query';

@QueryHandler(ListBuyers)
export class ListBuyersHandler implements IQueryHandler<ListBuyers> {
  constructor(
    private readonly buyers: Buyers,
    private readonly clients: ClientsReadModel,
  ) {}

  async execute({ by }: ListBuyers): Promise<Buyer[]> {
    if (by.kind === 'admin') {
      if (!mayManageTeam(by.buyer)) throw new HttpError(403, ADMINS_ONLY);
      return this.buyers.list([by.buyer.clientId]);
    }
    await this.clients.find(by.providerId, by.clientId);
    return this.buyers.list([by.clientId]);
  }
}

@QueryHandler(ApprovalRequests)
export class ApprovalRequestsHandler implements IQueryHandler<ApprovalRequests> {
  constructor(private readonly buyers: Buyers) {}

  async execute({ buyer }: ApprovalRequests) {
    const [requests, approvers] = await Promise.all([
      this.buyers.requests([buyer.clientId]),
      this.buyers.approversOf(buyer.clientId),
    ]);
    return { requests, approvers };
  }
}

@QueryHandler(OrderPlacedBy)
export class OrderPlacedByHandler implements IQueryHandler<OrderPlacedBy> {
  constructor(private readonly buyers: Buyers) {}

  execute({ providerId, orderId }: OrderPlacedBy): Promise<PlacedByView | null> {
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
