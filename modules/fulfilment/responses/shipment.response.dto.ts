import { OrderLineLotResponse } from '../../inventory';

/** A product as a shipment's line names it. */
export class ShipmentProductResponse {
  id!: string;
  name!: string;
  sku!: string | null;
}

export class ShipmentLineResponse {
  product!: ShipmentProductResponse;
  quantity!: number;
  /** Lot-tracked products only: the lots its units were, first expiry first. */
  lots?: OrderLineLotResponse[];
}

/** One shipment of an order: some of its units, sent on a day, maybe with a carrier. */
export class ShipmentResponse {
  order_id!: string;
  /** 1 for the order's first shipment, 2 for the next, …: with the order, its id. */
  sequence!: number;
  /** The order's number and the shipment's sequence, as people read it: `#1001-2`. */
  number!: string;
  /** The day the goods left, YYYY-MM-DD. */
  shipped_on!: string;
  carrier!: string | null;
  tracking_number!: string | null;
  /** ISO timestamp of when it was recorded. */
  created_at!: string;
  lines!: ShipmentLineResponse[];
}

export class OneShipmentResponse {
  shipment!: ShipmentResponse;
}

/** An order's shipments, oldest first. */
export class ShipmentListResponse {
  shipments!: ShipmentResponse[];
}
