import { ApiProperty } from '@nestjs/swagger';
import { PURCHASE_ORDER_STATUSES, PurchaseOrderStatus } from '../domain/purchase-order';

export class PurchaseOrderLineResponse {
  product_id!: string;
  product_name!: string;
  sku!: string | null;
  quantity!: number;
  received!: number;
  /** Still to come (0 once closed or cancelled). */
  outstanding!: number;
  /** In the order's currency. */
  unit_price!: number;
}

export class ReceiptLineResponse {
  product_id!: string;
  quantity!: number;
  /** In the provider's currency, the landed costs included. */
  unit_cost!: number;
  lot_code!: string | null;
}

export class LandedCostResponse {
  label!: string;
  amount!: number;
  @ApiProperty({ enum: ['value', 'quantity'] })
  spread_by!: 'value' | 'quantity';
}

/** One step of the order's history, oldest first. */
export class PurchaseOrderStepResponse {
  @ApiProperty({
    enum: [
      'PurchaseOrderDrafted',
      'PurchaseOrderChanged',
      'PurchaseOrderSent',
      'PurchaseOrderReceived',
      'PurchaseOrderClosed',
      'PurchaseOrderCancelled',
      'StockCostCorrected',
    ],
  })
  type!: string;
  at!: string;
  actor_id!: string | null;
  /** Sent: to whom (null: marked sent). */
  to?: string | null;
  /** Received: the IN movement it placed. */
  receipt_id?: string;
  lines?: ReceiptLineResponse[];
  exchange_rate?: number;
  landed_costs?: LandedCostResponse[];
  /** Received late, or a cost corrected: when it applies, if not when recorded. */
  effective_at?: string;
  /** A receipt's costs corrected (`receipt_id`): each line's new and previous unit cost. */
  corrected?: CorrectedCostResponse[];
  /** Closed short, or a cost corrected: why. */
  reason?: string | null;
}

export class CorrectedCostResponse {
  product_id!: string;
  unit_cost!: number;
  previous_unit_cost!: number;
}

/** A receipt: when the goods came, and its lines at their unit costs as corrected. */
export class PurchaseReceiptResponse {
  receipt_id!: string;
  effective_at!: string;
  lines!: ReceiptLineResponse[];
}

export class PurchaseOrderResponse {
  id!: string;
  /** As people read it: PO-1001, in the provider's series in the order drafted. */
  number!: string;
  @ApiProperty({ enum: PURCHASE_ORDER_STATUSES })
  status!: PurchaseOrderStatus;
  supplier!: { id: string; name: string };
  location!: { id: string; name: string };
  /** ISO 4217: the supplier's, which the prices are in. */
  currency!: string;
  expected_on!: string | null;
  notes!: string | null;
  /** The lines' quantities at their prices, in the order's currency. */
  total!: number;
  lines!: PurchaseOrderLineResponse[];
  receipts!: PurchaseReceiptResponse[];
  history!: PurchaseOrderStepResponse[];
  created_at!: string;
  updated_at!: string;
}

export class OnePurchaseOrderResponse {
  purchase_order!: PurchaseOrderResponse;
}

export class PurchaseOrdersResponse {
  purchase_orders!: PurchaseOrderResponse[];
  total!: number;
}

/** Units on order of a product at a location: sent and still to come. */
export class OnOrderResponse {
  location_id!: string;
  product_id!: string;
  on_order!: number;
}

export class OnOrderListResponse {
  on_order!: OnOrderResponse[];
}

/** A low stock and what to buy for it. */
export class PurchaseSuggestionLineResponse {
  product_id!: string;
  product_name!: string;
  sku!: string | null;
  location_id!: string;
  location_name!: string;
  current_stock!: number;
  in_transit_stock!: number;
  minimum!: number;
  on_order!: number;
  /** What to buy: the Low stock suggestion less what is on order, in whole packs, at least the supplier's minimum. */
  quantity!: number;
  /** The preferred supplier's price, in its currency; null without one. */
  unit_price!: number | null;
  pack_size!: number;
  min_order_quantity!: number;
}

export class PurchaseSuggestionGroupResponse {
  /** The products' preferred supplier; null for those without one. */
  supplier!: { id: string; name: string; currency: string } | null;
  lines!: PurchaseSuggestionLineResponse[];
}

/** The low stocks that need buying, by preferred supplier (drafts to make, one per group). */
export class PurchaseSuggestionsResponse {
  groups!: PurchaseSuggestionGroupResponse[];
}
