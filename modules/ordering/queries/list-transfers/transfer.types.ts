/**
 * What the transfer routes answer: the queries build these and the frontend imports them
 * (types only). It imports nothing, so that both sides can read it.
 */

export type TransferStatusName =
  | 'CREATED'
  | 'IN_TRANSIT'
  | 'PARTIALLY_RECEIVED'
  | 'RECEIVED'
  | 'CANCELLED';

export interface TransferLineView {
  product_id: string;
  product_name: string;
  quantity: number;
  received: number;
  written_off: number;
  /** Shipped and neither received nor written off yet (0 before shipping). */
  in_transit: number;
}

/** One step of the transfer's history, oldest first. */
export interface TransferStepView {
  type:
    | 'TransferCreated'
    | 'TransferShipped'
    | 'TransferReceived'
    | 'TransferWrittenOff'
    | 'TransferCancelled';
  at: string;
  actor_id: string | null;
  lines?: { product_id: string; product_name: string; quantity: number }[];
  reason?: string;
  note?: string | null;
}

export interface TransferView {
  id: string;
  status: TransferStatusName;
  from_location: { id: string; name: string };
  to_location: { id: string; name: string };
  notes: string | null;
  created_at: string;
  shipped_at: string | null;
  closed_at: string | null;
  lines: TransferLineView[];
  history: TransferStepView[];
}
