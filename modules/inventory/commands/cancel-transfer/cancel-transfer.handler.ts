import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { decideCancelTransfer } from '../../domain/transfer';
import { TransferCommands } from '../../infrastructure/transfer-commands';
import { CancelTransfer } from './cancel-transfer.command';

/** Cancels a transfer that has not shipped (nothing moved, nothing to reverse). */
@CommandHandler(CancelTransfer)
export class CancelTransferHandler implements ICommandHandler<CancelTransfer> {
  constructor(private readonly transfers: TransferCommands) {}

  execute({ providerId, transferId, member }: CancelTransfer): Promise<void> {
    return this.transfers.run(providerId, transferId, member, (state, at) =>
      decideCancelTransfer(state, at),
    );
  }
}
