import { ApiProperty } from '@nestjs/swagger';

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
  /** The client's own payment terms its due date follows; null: the provider's default. */
  @ApiProperty({ enum: ['PREPAID', 'NET_15', 'NET_30', 'NET_60'], nullable: true })
  payment_terms!: 'PREPAID' | 'NET_15' | 'NET_30' | 'NET_60' | null;
  /** ISO 4217. */
  currency!: string;
  /** Exact decimal strings of the currency. */
  subtotal!: string;
  taxes!: InvoiceTaxResponse[];
  tax!: string;
  total!: string;
  /** Invoices only (null on credit notes): the payments recorded against it. */
  paid!: string | null;
  /** Invoices only: what credit notes credited against it. */
  credited!: string | null;
  /** Invoices only: total less paid less credited, never below 0. */
  open_amount!: string | null;
  /** Invoices only: PAID when nothing is open; OVERDUE when open after its due date. */
  @ApiProperty({ enum: ['PAID', 'OPEN', 'OVERDUE'], nullable: true })
  payment_status!: 'PAID' | 'OPEN' | 'OVERDUE' | null;
}

export class OneInvoiceResponse {
  invoice!: InvoiceResponse;
}

export class InvoiceListResponse {
  invoices!: InvoiceResponse[];
}

/** A client's credit at a provider: its terms, limit and open balance (issue 37, part 6). */
export class ClientCreditResponse {
  /** Null: the provider's default payment terms apply. */
  @ApiProperty({ enum: ['PREPAID', 'NET_15', 'NET_30', 'NET_60'], nullable: true })
  payment_terms!: 'PREPAID' | 'NET_15' | 'NET_30' | 'NET_60' | null;
  /** The provider's default payment terms, in days (what applies when payment_terms is null). */
  default_payment_terms_days!: number;
  /** Null: no limit. */
  credit_limit!: string | null;
  /** ISO 4217: the provider's currency, which the limit and balance are in. */
  currency!: string;
  /** What the client owes: open invoices, and orders not cancelled and not yet invoiced. */
  balance!: string;
  /** Of the balance, what its open invoices owe. */
  invoices_open!: string;
  open_invoices!: number;
  overdue_invoices!: number;
}

/** The portal's invoices: the client's open ones, with its balance and limit. */
export class ClientInvoicesResponse {
  invoices!: InvoiceResponse[];
  currency!: string;
  balance!: string;
  /** Null: no limit (the portal then shows no limit). */
  credit_limit!: string | null;
}
