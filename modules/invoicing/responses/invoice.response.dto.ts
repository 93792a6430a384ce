/** A tax rate's part of an invoice: the lines' total at that rate and the tax on it. */
export class InvoiceTaxResponse {
  /** Percent. */
  rate!: number;
  base!: string;
  amount!: string;
}

/**
 * An invoice as issued (it never changes; a correction is a credit note). Its PDF:
 * `…/invoices/{id}/pdf` under the provider's or the portal's path.
 */
export class InvoiceResponse {
  id!: string;
  /** An invoice, or a credit note (what a received return gives back). */
  kind!: 'INVOICE' | 'CREDIT_NOTE';
  /** INV-1001 (or CN-1001), in the provider's series of its kind, with no gaps. */
  number!: string;
  /** A credit note's return (`#1001-R1`); null on invoices. */
  return_number!: string | null;
  /** The order's invoices a credit note credits; empty on invoices. */
  credited_invoices!: string[];
  order_id!: string;
  order_number!: string;
  /** The shipment invoiced (`#1001-2`), null when the invoice covers the whole order. */
  shipment_number!: string | null;
  /** YYYY-MM-DD. */
  issued_on!: string;
  /** YYYY-MM-DD. */
  due_on!: string;
  /** ISO 4217. */
  currency!: string;
  /** Exact decimal strings of the currency. */
  subtotal!: string;
  taxes!: InvoiceTaxResponse[];
  tax!: string;
  total!: string;
}

export class OneInvoiceResponse {
  invoice!: InvoiceResponse;
}

export class InvoiceListResponse {
  invoices!: InvoiceResponse[];
}
