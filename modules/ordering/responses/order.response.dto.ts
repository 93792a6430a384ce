/**
 * An order or movement as every screen reads it (docs/product.md §3, Order or movement), as
 * classes so that the OpenAPI document describes the answers field by field and the frontend's
 * types are generated from it. The read model builds plain objects of these shapes.
 */

import { OrderLineLotResponse } from '../../inventory';
import { PaginationResponse } from '../../platform';
import type { Attachment } from '../domain/order';

/** A product as an order line names it. */
export class OrderProductResponse {
  id!: string;
  name!: string;
  photo!: string | null;
}

export class OrderLineItemResponse {
  /** `<order id>:<line index>`. */
  id!: string;
  product!: OrderProductResponse;
  quantity!: number;
  price!: number | null;
  /**
   * ORDER only: units shipped so far (see the order's shipments); the rest, unless the order is
   * cancelled, is backordered. Absent on movements.
   */
  shipped?: number;
  /** Lot-tracked products only: the lots its units came from or went into, when placed. */
  lots?: OrderLineLotResponse[];
  /**
   * ORDER only: the tax rate in percent the line was placed at (0 for a tax-exempt client, and
   * for orders placed before rates were kept). Absent on movements.
   */
  tax_rate?: number;
  /**
   * ORDER only: quantity times the unit price, in the order's currency, as an exact decimal
   * string ("12.50"; "1250" for yen). Absent on movements.
   */
  total?: string;
}

/** The tax of an order's lines at one rate. */
export class OrderTaxResponse {
  /** Percent. */
  rate!: number;
  /** The total of the lines at this rate, a decimal string. */
  base!: string;
  /** The tax on the base, rounded half away from zero, a decimal string. */
  amount!: string;
}

/**
 * An order's totals in its currency, as exact decimal strings ("1234.50"; "1235" for yen),
 * reckoned by the server in minor units: every screen, document and export shows these.
 */
export class OrderTotalsResponse {
  /** The lines' totals, before tax. */
  subtotal!: string;
  /** One entry per tax rate the lines have, lowest rate first. */
  taxes!: OrderTaxResponse[];
  /** The sum of the taxes. */
  tax!: string;
  /** Subtotal plus tax. */
  total!: string;
}

/**
 * docs/product.md §3, Attachment, but its link. The client's view blanks the path and the uploader.
 */
export class AttachmentFileResponse implements Attachment {
  id!: string;
  file_name!: string;
  file_type!: string;
  file_size!: number;
  storage_path!: string;
  uploaded_by!: string;
  uploaded_by_role!: 'PROVIDER' | 'CLIENT';
  /** ISO timestamp. */
  created_at!: string;
}

/** An attachment as an order lists it. */
export class AttachmentResponse extends AttachmentFileResponse {
  /** Always null here: a link is asked for per file (it expires), `…/attachments/{id}/download`. */
  download_url!: string | null;
}

/** An attachment just added, with a link to download it. */
export class AddedAttachmentResponse extends AttachmentFileResponse {
  /** A link to the file that works for 5 minutes. */
  download_url!: string;
}

export class OneAttachmentResponse {
  attachment!: AddedAttachmentResponse;
}

/** GET /api/orders/{order_id}/attachments/{attachment_id}/download. */
export class AttachmentDownloadResponse {
  /** A link to the file that works for 5 minutes. */
  download_url!: string;
}

export class OrderProviderResponse {
  id!: string;
  name!: string;
  email!: string | null;
}

export class OrderClientResponse {
  id!: string;
  name!: string;
  email!: string;
  address!: string | null;
}

export class OrderLocationResponse {
  id!: string;
  name!: string;
}

/**
 * Why an order waits for the provider's review (issue 37, part 6): it would take its client's
 * open balance over its credit limit. Amounts in the order's currency, exact decimal strings.
 */
export class OrderHoldResponse {
  reason!: 'CREDIT_LIMIT';
  /** The client's open balance when the order was placed, before it. */
  balance!: string;
  limit!: string;
  /** This order's total, tax included. */
  total!: string;
  currency!: string;
}

export class OrderResponse {
  id!: string;
  /**
   * Its number as people read it, in the provider's series in the order placed: `#1001` for an
   * order, `MV-1001` for a movement.
   */
  number!: string;
  /** ISO timestamp. */
  created_at!: string;
  transaction_type!: 'ORDER' | 'ADJUST' | 'IN' | 'OUT';
  cancelled!: boolean;
  fulfilled!: boolean;
  /**
   * Where it stands: an order is PENDING, PARTIALLY_SHIPPED once some of it has shipped,
   * SHIPPED once all of it has (fulfilled), or CANCELLED; a movement is PENDING, FULFILLED or
   * CANCELLED.
   */
  status!: 'PENDING' | 'PARTIALLY_SHIPPED' | 'SHIPPED' | 'FULFILLED' | 'CANCELLED';
  /**
   * Whether it waits for staff: an order not cancelled that is still to ship (pending, partly
   * shipped) or has a return to answer or receive. The inbox lists these first.
   */
  needs_action!: boolean;
  notes!: string | null;
  provider!: OrderProviderResponse;
  client!: OrderClientResponse | null;
  location!: OrderLocationResponse;
  line_items!: OrderLineItemResponse[];
  /**
   * The currency (ISO 4217) of its prices: an order's as placed (for orders placed before it
   * was kept, and for movements, the provider's currency now).
   */
  currency!: string;
  /** ORDER only: its totals, frozen with its prices and rates; null for movements. */
  totals!: OrderTotalsResponse | null;
  /**
   * ORDER only, and only while it is held: its credit hold, until a member releases it (it
   * cannot ship or be invoiced meanwhile). Absent otherwise.
   */
  hold?: OrderHoldResponse | null;
  attachments!: AttachmentResponse[];
  /**
   * ADJUST only (issue 20): why the adjustment was made, null when no reason was given. Absent
   * on the other types.
   */
  reason?: 'COUNT' | 'DAMAGE' | 'THEFT' | 'CORRECTION' | 'OTHER' | null;
  /** ADJUST only: the note to the reason, null for none. */
  reason_note?: string | null;
}

/** A page of orders and movements, newest first. */
export class OrderListResponse {
  orders!: OrderResponse[];
  pagination!: PaginationResponse;
}

/** Every order of a client portal's clients. */
export class ClientOrderListResponse {
  orders!: OrderResponse[];
}

export class OneOrderResponse {
  order!: OrderResponse;
}

/** The id of the order placed (docs/product.md §7: `order.id`). */
export class PlacedOrderIdResponse {
  id!: string;
}

export class PlacedOrderResponse {
  order!: PlacedOrderIdResponse;
}
