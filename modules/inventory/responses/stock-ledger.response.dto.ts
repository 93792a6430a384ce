import { PaginationResponse } from '../../platform';

/**
 * What the audit reads answer (GET …/stock/history, …/stock/explain and …/order/{id}/history),
 * described field by field for the OpenAPI document and the frontend's generated types. The
 * stock ledger's queries build these shapes.
 */

/** Who made a change. */
export class LedgerActorResponse {
  id!: string | null;
  /** 'user' (a provider member), 'client' (the portal), 'api_key' or 'system'. */
  type!: string | null;
  /** The member's email, the client's or the key's name. */
  name!: string | null;
}

/** One stock change as the ledger shows it. */
export class LedgerEntryResponse {
  event_id!: string;
  product_id!: string;
  location_id!: string;
  /**
   * ISO time the change is shown at: its command's time, or the previous change's of the
   * provider when that is later, so that times never run backwards along the commit order.
   */
  at!: string;
  /**
   * ISO time the change applies at: `at` (when it was recorded), or earlier for a back-dated
   * adjustment.
   */
  effective_at!: string;
  /** Global position in the event store (commit/prepare). */
  position!: string;
  /** Why stock moved: placed, fulfilled (shipped), cancelled, or returned (a return restocked). */
  event_type!: 'placed' | 'fulfilled' | 'cancelled' | 'returned';
  order_id!: string;
  /** ORDER, IN, OUT or ADJUST. */
  order_type!: string;
  actor!: LedgerActorResponse;
  /** Why an adjustment was made (null: none given, or not an adjustment). */
  reason!: 'COUNT' | 'DAMAGE' | 'THEFT' | 'CORRECTION' | 'OTHER' | null;
  /** The adjustment's note. */
  note!: string | null;
  delta_current!: number;
  delta_committed!: number;
  /** The figures after this change in commit order (as recorded, whatever its effective time). */
  running_current!: number;
  running_committed!: number;
  /**
   * What the change did to each lot (stocks that keep lots only; absent on every other change):
   * the change's own figures are its lots' plus its units in no lot.
   */
  lots?: LedgerLotChangeResponse[];
}

/** One lot a stock change moved, with the lot's figures at that location after it. */
export class LedgerLotChangeResponse {
  lot_code!: string;
  /** YYYY-MM-DD, or null when the lot does not expire. */
  expiry_date!: string | null;
  delta_current!: number;
  delta_committed!: number;
  running_current!: number;
  running_committed!: number;
}

/** A page of the ledger's total, counted up to 10,000. */
export class LedgerPaginationResponse extends PaginationResponse {
  /** Whether the count stopped at its cap: the total reads "at least". */
  capped!: boolean;
}

/** A page of the stock ledger, newest first. */
export class StockHistoryResponse {
  history!: LedgerEntryResponse[];
  pagination!: LedgerPaginationResponse;
}

/** One change of a balance explained, with the running figures up to it in that order. */
export class ExplainedChangeResponse extends LedgerEntryResponse {
  /** The figures after this change, counting only the changes that make the balance. */
  balance_current!: number;
  balance_committed!: number;
}

/** What the changes before those listed add up to (zero when all are listed). */
export class BroughtForwardResponse {
  current!: number;
  committed!: number;
  changes!: number;
}

/** The changes that made one cell's figures (as of a moment, as known at another). */
export class ExplainedBalanceResponse {
  product_id!: string;
  location_id!: string;
  /** The moment the balance stands at (ISO); null: now. */
  as_of!: string | null;
  /** When it is known (ISO); null: now. */
  known_at!: string | null;
  current_stock!: number;
  committed_stock!: number;
  brought_forward!: BroughtForwardResponse;
  /** The changes, oldest first in the order they apply (effective time, then commit order). */
  changes!: ExplainedChangeResponse[];
}

export class ExplainBalanceResponse {
  balance!: ExplainedBalanceResponse;
}

/** One event of an order's life, as its History section lists it. */
export class OrderHistoryEntryResponse {
  /** The order event's type. */
  type!:
    | 'OrderPlaced'
    | 'OrderShipped'
    | 'ReturnRequested'
    | 'ReturnApproved'
    | 'ReturnRefused'
    | 'ReturnReceived'
    | 'OrderNotesChanged'
    | 'OrderFulfilled'
    | 'OrderCancelled'
    | 'AttachmentAdded'
    | 'AttachmentRemoved'
    | 'OrderHeld'
    | 'OrderReleased';
  /** ISO time. */
  at!: string;
  /** Global position in the event store: unique within the order. */
  position!: string;
  actor!: LedgerActorResponse;
  /** What changed: the notes set, the file added or removed, who cancelled. */
  detail!: Record<string, unknown>;
}

export class OrderHistoryResponse {
  history!: OrderHistoryEntryResponse[];
}
