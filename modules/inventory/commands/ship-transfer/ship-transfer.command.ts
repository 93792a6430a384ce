import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';

/** Ship a transfer: its units leave the source and are in transit to the destination. */
export class ShipTransfer extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly transferId: string,
    readonly member: Member,
  ) {
    super();
  }
}
