/** A line of a return: the product, the units asked back and why. */
export class ReturnLineResponse {
  product_id!: string;
  product_name!: string;
  quantity!: number;
  reason!: 'DAMAGED' | 'WRONG_ITEM' | 'NOT_AS_DESCRIBED' | 'NOT_NEEDED' | 'OTHER';
  /** Once received: units put back into stock, and units written off (with the reason). */
  restocked!: number | null;
  written_off!: number | null;
  write_off_reason!: string | null;
}

/** A return of an order's shipped units, and where it stands. */
export class ReturnResponse {
  order_id!: string;
  /** 1 for the order's first return, 2 for the next, …: with the order, its id. */
  sequence!: number;
  /** The order's number and the return's: `#1001-R1`. */
  number!: string;
  status!: 'REQUESTED' | 'APPROVED' | 'REFUSED' | 'RECEIVED';
  /** Who asked: the client from the portal, or staff. */
  requested_by!: 'CLIENT' | 'PROVIDER';
  note!: string | null;
  /** Why staff refused it, when they did. */
  refusal!: string | null;
  /** Where the restocked units went, once received. */
  location_id!: string | null;
  /** ISO timestamps. */
  requested_at!: string;
  answered_at!: string | null;
  received_at!: string | null;
  lines!: ReturnLineResponse[];
}

export class OneReturnResponse {
  return!: ReturnResponse;
}

export class ReturnListResponse {
  returns!: ReturnResponse[];
}
