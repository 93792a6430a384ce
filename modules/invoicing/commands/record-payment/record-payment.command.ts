import { Command } from '@nestjs/cqrs';
import type { Member } from '../../../identity';

/** Record a payment received against an invoice: answers the invoice's id. */
export class RecordPayment extends Command<string> {
  constructor(
    readonly providerId: string,
    readonly invoiceId: string,
    readonly member: Member,
    readonly body: { amount?: unknown; paid_on?: unknown },
  ) {
    super();
  }
}
