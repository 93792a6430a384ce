/**
 * What the audit reads answer (GET …/stock/history and GET …/order/{id}/history): the queries
 * build these and the frontend imports them (types only). It imports nothing, so that both
 * sides can read it.
 */

/** One stock change as the ledger shows it. */
export interface LedgerEntry {
  event_id: string;
  product_id: string;
  location_id: string;
  /**
   * ISO time the change is shown at: its command's time, or the previous change's of the
   * provider when that is later, so that times never run backwards along the commit order.
   */
  at: string;
  /**
   * ISO time the change applies at: `at` (when it was recorded), or earlier for a back-dated
   * adjustment.
   */
  effective_at: string;
  /** Global position in the event store (commit/prepare). */
  position: string;
  event_type: 'placed' | 'fulfilled' | 'cancelled';
  order_id: string;
  /** ORDER, IN, OUT or ADJUST. */
  order_type: string;
  /** type: 'user' (a provider member) or 'client' (the portal); name: the email or client name. */
  actor: { id: string | null; type: string | null; name: string | null };
  /** Why an adjustment was made (null: none given, or not an adjustment), and its note. */
  reason: 'COUNT' | 'DAMAGE' | 'THEFT' | 'CORRECTION' | 'OTHER' | null;
  note: string | null;
  delta_current: number;
  delta_committed: number;
  /** The figures after this change in commit order (as recorded, whatever its effective time). */
  running_current: number;
  running_committed: number;
}

/** One change of a balance explained, with the running figures up to it in that order. */
export interface ExplainedChange extends LedgerEntry {
  /** The figures after this change, counting only the changes that make the balance. */
  balance_current: number;
  balance_committed: number;
}

/** The changes that made one cell's figures (as of a moment, as known at another). */
export interface ExplainedBalance {
  product_id: string;
  location_id: string;
  /** The moment the balance stands at and when it is known (ISO); as_of null: now. */
  as_of: string | null;
  known_at: string | null;
  current_stock: number;
  committed_stock: number;
  /** What the changes before those listed add up to (zero when all are listed). */
  brought_forward: { current: number; committed: number; changes: number };
  /** The changes, oldest first in the order they apply (effective time, then commit order). */
  changes: ExplainedChange[];
}

/** One event of an order's life, as its History section lists it. */
export interface OrderHistoryEntry {
  /** The order event's type (OrderEvent['type'] of the ordering domain). */
  type:
    | 'OrderPlaced'
    | 'OrderNotesChanged'
    | 'OrderFulfilled'
    | 'OrderCancelled'
    | 'AttachmentAdded'
    | 'AttachmentRemoved';
  /** ISO time. */
  at: string;
  /** Global position in the event store: unique within the order. */
  position: string;
  actor: { id: string | null; type: string | null; name: string | null };
  /** What changed: the notes set, the file added or removed, who cancelled. */
  detail: Record<string, unknown>;
}
