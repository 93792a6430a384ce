import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { decideShip } from '../../domain/transfer';
import { TransferCommands } from '../../infrastructure/transfer-commands';
import { ShipTransfer } from './ship-transfer.command';

/** Ships the transfer: its stock leaves the source, refused when the source has not got it. */
@CommandHandler(ShipTransfer)
export class ShipTransferHandler implements ICommandHandler<ShipTransfer> {
  constructor(private readonly transfers: TransferCommands) {}

  execute({ providerId, transferId, member }: ShipTransfer): Promise<void> {
    return this.transfers.run(providerId, transferId, member, (state, at) => decideShip(state, at));
  }
}
