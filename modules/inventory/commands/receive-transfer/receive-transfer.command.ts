import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import { ReceiveTransfer as Receipt } from '../../domain/transfer';

/** Receive all or part of a shipped transfer, writing off the rest when a reason is given. */
export class ReceiveTransfer extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly transferId: string,
    readonly member: Member,
    readonly receipt: Omit<Receipt, 'at'>,
  ) {
    super();
  }
}
