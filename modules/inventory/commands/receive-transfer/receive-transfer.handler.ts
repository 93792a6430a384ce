import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { decideReceive } from '../../domain/transfer';
import { TransferCommands } from '../../infrastructure/transfer-commands';
import { ReceiveTransfer } from './receive-transfer.command';

/** Receives what arrived at the destination, and writes off the rest when asked to. */
@CommandHandler(ReceiveTransfer)
export class ReceiveTransferHandler implements ICommandHandler<ReceiveTransfer> {
  constructor(private readonly transfers: TransferCommands) {}

  execute({ providerId, transferId, member, receipt }: ReceiveTransfer): Promise<void> {
    return this.transfers.run(providerId, transferId, member, (state, at) =>
      decideReceive(state, { ...receipt, at }),
    );
  }
}
