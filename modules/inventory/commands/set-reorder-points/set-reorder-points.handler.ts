import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductsService } from '../../../catalog';
import { LocationsReadModel } from '../../../locations';
import { Database, ProjectionWaiter } from '../../../platform';
import { StockRuleError } from '../../domain/movement';
import { decideSetReorderPoints, reorderPointStreamId } from '../../domain/reorder-point';
import { commandByMember, StockWriter } from '../../infrastructure/stock-writer';
import { lowStockProjection } from '../../projections/low-stock/low-stock.projection';
import { SetReorderPoints } from './set-reorder-points.command';

/**
 * Checks that every product and location is the provider's (one round trip), records one
 * ReorderPointSet per stock, and answers once the low-stock read model shows them.
 */
@CommandHandler(SetReorderPoints)
export class SetReorderPointsHandler implements ICommandHandler<SetReorderPoints> {
  constructor(
    private readonly db: Database,
    private readonly locations: LocationsReadModel,
    private readonly products: ProductsService,
    private readonly streams: StockWriter,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ providerId, member, points }: SetReorderPoints): Promise<{ updated: number }> {
    const events = decideSetReorderPoints(providerId, points);
    const [locations, products] = await this.db.readTogether(
      this.locations.listRead(providerId),
      this.products.byIdsRead(providerId, [...new Set(points.map((p) => p.productId))]),
    );
    const locationIds = new Set(locations.map((l) => l.id));
    const productIds = new Set(products.map((p) => p.id));
    for (const point of points) {
      if (!productIds.has(point.productId))
        throw new StockRuleError(`No such product: ${point.productId}`);
      if (!locationIds.has(point.locationId))
        throw new StockRuleError(`No such location: ${point.locationId}`);
    }
    const position = await this.streams.record(
      commandByMember(providerId, member),
      events.map((event) => ({
        streamId: reorderPointStreamId(event.data.locationId, event.data.productId),
        event,
      })),
    );
    if (position) await this.waiter.waitFor(position, [lowStockProjection.name]);
    return { updated: events.length };
  }
}
