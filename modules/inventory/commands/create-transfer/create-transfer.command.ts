import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import { TransferQuantity } from '../../domain/transfer';

/** Create a transfer of stock from one of the provider's locations to another. */
export class CreateTransfer extends Command<{ transferId: string }> {
  constructor(
    readonly providerId: string,
    readonly member: Member,
    readonly transfer: {
      fromLocationId: string;
      toLocationId: string;
      lines: TransferQuantity[];
      notes: string | null;
    },
  ) {
    super();
  }
}
