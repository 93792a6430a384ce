import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';

/** Cancel a transfer that has not shipped. */
export class CancelTransfer extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly transferId: string,
    readonly member: Member,
  ) {
    super();
  }
}
