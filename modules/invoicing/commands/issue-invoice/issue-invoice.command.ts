import { Command } from '@nestjs/cqrs';
import type { Member } from '../../../identity';

/** Issue the invoice of an order, or of one of its shipments: answers the invoice's id. */
export class IssueInvoice extends Command<string> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
    readonly member: Member,
    /** The shipment's sequence, when the provider invoices per shipment. */
    readonly shipment: number | null,
    /** The day it is dated (checked by the domain); undefined: today. */
    readonly issuedOn?: unknown,
  ) {
    super();
  }
}
