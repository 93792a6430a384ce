import { PaginationResponse } from '../../platform';
import { OrderLineLotResponse } from './lot.response.dto';

/**
 * What the transfer routes answer, described field by field for the OpenAPI document and the
 * frontend's generated types. The transfers read model builds these shapes.
 */

export class TransferLocationResponse {
  id!: string;
  name!: string;
}

export class TransferLineResponse {
  product_id!: string;
  product_name!: string;
  quantity!: number;
  received!: number;
  written_off!: number;
  /** Shipped and neither received nor written off yet (0 before shipping). */
  in_transit!: number;
  /** Lot-tracked units, once shipped: the lots they left the source in (and arrive into). */
  lots?: OrderLineLotResponse[];
}

/** A product and its units, as a step of the history names them. */
export class TransferStepLineResponse {
  product_id!: string;
  product_name!: string;
  quantity!: number;
  /** Lot-tracked units: which lots they were. */
  lots?: OrderLineLotResponse[];
}

/** One step of the transfer's history, oldest first. */
export class TransferStepResponse {
  type!:
    | 'TransferCreated'
    | 'TransferShipped'
    | 'TransferReceived'
    | 'TransferWrittenOff'
    | 'TransferCancelled';
  /** ISO time. */
  at!: string;
  actor_id!: string | null;
  /** Received and written-off steps: what they took; a shipment's: its lot-tracked units. */
  lines?: TransferStepLineResponse[];
  /** Written-off steps: why (an adjustment reason). */
  reason?: string;
  /** Written-off steps: the note to the reason. */
  note?: string | null;
}

export class TransferResponse {
  id!: string;
  /** Its number as people read it, in the provider's series in the order created: `TR-1001`. */
  number!: string;
  status!: 'CREATED' | 'IN_TRANSIT' | 'PARTIALLY_RECEIVED' | 'RECEIVED' | 'CANCELLED';
  from_location!: TransferLocationResponse;
  to_location!: TransferLocationResponse;
  notes!: string | null;
  /** ISO times. */
  created_at!: string;
  shipped_at!: string | null;
  /** When it was received in full or cancelled. */
  closed_at!: string | null;
  lines!: TransferLineResponse[];
  history!: TransferStepResponse[];
}

/** A page of transfers, newest first. */
export class TransferListResponse {
  transfers!: TransferResponse[];
  pagination!: PaginationResponse;
}

export class OneTransferResponse {
  transfer!: TransferResponse;
}
