/**
 * Stock per lot as the lots routes answer it (lots and expiry, issue 20): the Lots screen, a
 * product's Lots block and a lot's recall. Classes, so that the OpenAPI document describes the
 * answers field by field and the frontend's types are generated from them; the lots read model
 * builds plain objects of these shapes.
 */
import { PaginationResponse } from '../../platform';

/** Which lot: of which product, where. */
export class LotPlaceResponse {
  product_id!: string;
  product_name!: string;
  location_id!: string;
  location_name!: string;
  lot_code!: string;
  /** YYYY-MM-DD, or null when the lot does not expire. */
  expiry_date!: string | null;
}

/** One lot at one location. Units in no lot are the stock's figures minus its lots'. */
export class LotResponse extends LotPlaceResponse {
  current_stock!: number;
  committed_stock!: number;
  total_stock!: number;
  /** Whether the expiry day is over (today, or the as-of day). */
  expired!: boolean;
  /** Days from today (or the as-of day) to the expiry day; negative once expired, null without expiry. */
  days_to_expiry!: number | null;
}

/** A product's units in no lot at a location: its figures minus its lots'. */
export class UnlottedStockResponse {
  location_id!: string;
  location_name!: string;
  current_stock!: number;
  committed_stock!: number;
  total_stock!: number;
}

/** GET …/lots: the lots holding units, earliest expiry first, a page at a time. */
export class LotListResponse {
  lots!: LotResponse[];
  pagination!: PaginationResponse;
  /** With `product_id` only: its units in no lot, per location where it has any. */
  unlotted?: UnlottedStockResponse[];
  /** With `as_of` only: the moment the figures stand at (ISO). */
  as_of?: string;
  /** With `known_at` only: the changes recorded by then count (ISO). */
  known_at?: string;
}

/** One change of a lot, with the lot's figures at that location after it. */
export class LotMovementResponse extends LotPlaceResponse {
  /** ISO time, the stock ledger's for the change. */
  at!: string;
  /** The order, movement or transfer behind it. */
  order_id!: string;
  /**
   * Its number as people read it (#1001, SO-1002, MV-1001, TR-1001), in the trace; null when
   * it is not known (an order withdrawn with the demo data).
   */
  order_number!: string | null;
  /** ORDER, IN, OUT, ADJUST or TRANSFER. */
  order_type!: string;
  /** placed, fulfilled, cancelled, shipped, received or written_off. */
  reason!: string;
  delta_current!: number;
  delta_committed!: number;
  current_stock!: number;
  committed_stock!: number;
}

/** An order, movement or transfer that took units from the lot: the recall's list. */
export class LotTakerResponse {
  order_id!: string;
  /** Its number as people read it (#1001, SO-1002, MV-1001, TR-1001); null when not known. */
  order_number!: string | null;
  order_type!: string;
  /** ISO time it first took from the lot. */
  at!: string;
  product_id!: string;
  product_name!: string;
  location_id!: string;
  location_name!: string;
  /** Units it took from the lot, less any a cancellation gave back. */
  quantity!: number;
  client_id!: string | null;
  client_name!: string | null;
  client_email!: string | null;
  cancelled!: boolean;
  fulfilled!: boolean;
}

/** GET …/lots/{lot_code}/trace: where the lot went (a recall), at every location. */
export class LotTraceResponse {
  /** The code asked for, as given (matched whatever its case). */
  lot_code!: string;
  takers!: LotTakerResponse[];
  /** Every change of the lot, oldest first. */
  movements!: LotMovementResponse[];
  /** More than 5,000 changes: only the first are listed. */
  truncated!: boolean;
}

/** Units of a lot an order line took or brought (issue 20, lots and expiry). */
export class OrderLineLotResponse {
  lot_code!: string;
  /** YYYY-MM-DD, null for a lot without expiry. */
  expiry_date!: string | null;
  quantity!: number;
}
