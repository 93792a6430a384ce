import { Query } from '@nestjs/cqrs';
import type { PurchaseOrderFilter } from '../../projections/purchase-orders/purchase-orders.read-model';
import type {
  OnePurchaseOrderResponse,
  PurchaseOrdersResponse,
} from '../../responses/purchase-order.response.dto';

export class ListPurchaseOrders extends Query<PurchaseOrdersResponse> {
  constructor(
    readonly providerId: string,
    readonly filter: PurchaseOrderFilter,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}

export class PurchaseOrderById extends Query<OnePurchaseOrderResponse> {
  constructor(
    readonly providerId: string,
    readonly purchaseOrderId: string,
  ) {
    super();
  }
}

/** The order's PDF, as it is mailed to the supplier. */
export class PurchaseOrderPdf extends Query<{ pdf: Buffer; filename: string }> {
  constructor(
    readonly providerId: string,
    readonly purchaseOrderId: string,
  ) {
    super();
  }
}
