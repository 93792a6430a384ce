import { Command } from '@nestjs/cqrs';
import type { Member } from '../../../identity';

/** Release an order held on credit (see domain/credit-hold): it may then ship and be invoiced. */
export class ReleaseOrder extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
    readonly member: Member,
  ) {
    super();
  }
}
