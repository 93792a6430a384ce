import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductsService } from '../../../catalog';
import { ProjectionWaiter } from '../../../platform';
import { CountStreams } from '../../infrastructure/count-streams';
import { commandByMember } from '../../infrastructure/stock-writer';
import { inventoryProjection } from '../../projections/inventory/inventory.projection';
import { stockCountsProjection } from '../../projections/stock-counts/stock-counts.projection';
import { ApproveCount } from './approve-count.command';

/**
 * Approves the count on its stocks read afresh (a refusal names its products), and answers once
 * the counts, inventory and orders read models show the adjustments: the grid and the
 * movements right after are current (a long approval's page is applied in two transactions,
 * so one read model showing it does not mean the others do).
 */
@CommandHandler(ApproveCount)
export class ApproveCountHandler implements ICommandHandler<ApproveCount> {
  constructor(
    private readonly streams: CountStreams,
    private readonly products: ProductsService,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ providerId, countId, member }: ApproveCount): Promise<void> {
    const { state } = await this.streams.loadOf(providerId, countId);
    const counted = [...state.lines.values()].filter((line) => line.counted !== null);
    const names = new Map(
      (
        await this.products.byIds(
          providerId,
          counted.map((line) => line.productId),
        )
      ).map((product) => [product.id, product.name]),
    );
    const position = await this.streams.approve(
      commandByMember(providerId, member),
      countId,
      state,
      names,
    );
    if (position)
      // The grid, the count, and whatever shows the movements it placed (the orders list).
      await this.waiter.waitFor(position, [
        stockCountsProjection.name,
        inventoryProjection.name,
        ...this.waiter.readersOf(['OrderPlaced']),
      ]);
  }
}
