import { Injectable } from '@nestjs/common';
import { ProductsService } from '../../catalog';
import type { Member } from '../../identity';
import { ProjectionWaiter } from '../../platform';
import { TransferDecision, TransferState } from '../domain/transfer';
import { inventoryProjection } from '../projections/inventory/inventory.projection';
import { transfersProjection } from '../projections/transfers/transfers.projection';
import { commandByMember } from './stock-writer';
import { TransferStreams } from './transfer-streams';

/**
 * What ship, receive and cancel share: the transfer read (so a refusal names its products),
 * the decision through TransferStreams, and read-your-writes on the transfers and inventory
 * read models.
 */
@Injectable()
export class TransferCommands {
  constructor(
    private readonly streams: TransferStreams,
    private readonly products: ProductsService,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async run(
    providerId: string,
    transferId: string,
    member: Member,
    decide: (state: TransferState, at: string) => TransferDecision,
  ): Promise<void> {
    const read = await this.streams.loadOf(providerId, transferId);
    const { state } = read;
    const context = commandByMember(providerId, member);
    const names = new Map(
      (
        await this.products.byIds(
          providerId,
          state.lines.map((line) => line.productId),
        )
      ).map((product) => [product.id, product.name]),
    );
    const position = await this.streams.change(
      context,
      transferId,
      (current) => decide(current, context.at),
      names,
      read,
    );
    if (position)
      await this.waiter.waitFor(position, [transfersProjection.name, inventoryProjection.name]);
  }
}
