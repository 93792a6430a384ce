import { Query } from '@nestjs/cqrs';
import type { OrderResponse } from '../../responses/order.response.dto';

/** An order or movement as a search finds it. */
export interface FoundOrder {
  id: string;
  /** As people read it: SO-1051, #1001, MV-1002. */
  number: string;
  transaction_type: OrderResponse['transaction_type'];
  status: OrderResponse['status'];
  client_name: string | null;
  /** ISO timestamp. */
  created_at: string;
  /** The order's total as an exact decimal string in `currency`; null for movements. */
  total: string | null;
  currency: string;
}

/**
 * The provider's orders and movements a text names by number (1051, #1051, SO-1051, MV-1002;
 * see domain/order-number), newest first, at most `limit`. A text that is no number finds none.
 */
export class FindOrders extends Query<FoundOrder[]> {
  constructor(
    readonly providerId: string,
    readonly text: string,
    readonly limit: number,
  ) {
    super();
  }
}
