import { Command } from '@nestjs/cqrs';
import type { Member } from '../../../identity';

/** Issue the credit note of a received return: answers the credit note's id. */
export class IssueCreditNote extends Command<string> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
    readonly member: Member,
    readonly returnSequence: number,
  ) {
    super();
  }
}
