import { Query } from '@nestjs/cqrs';
import type { PlacedBy } from '../../../inventory';
import type { ApprovalRequest, Buyer, TeamManager } from '../../domain/buyer-rules';

/** A client's buyers, by name: for staff, or for the company's admin. */
export class ListBuyers extends Query<Buyer[]> {
  constructor(readonly by: TeamManager) {
    super();
  }
}

/** The approval requests of a signed-in buyer's company, with its buyers (who may decide them). */
export class ApprovalRequests extends Query<{
  requests: ApprovalRequest[];
  team: Buyer[];
}> {
  constructor(readonly buyer: Buyer) {
    super();
  }
}

/** Who placed one of a provider's orders in the portal (null: no signed-in buyer). */
export class OrderPlacedBy extends Query<PlacedBy | null> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
  ) {
    super();
  }
}

/** Who placed which of these client records' orders, for those a signed-in buyer placed. */
export class ClientOrdersPlacedBy extends Query<{ orderId: string; placedBy: PlacedBy }[]> {
  constructor(readonly clientIds: readonly string[]) {
    super();
  }
}
