import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductsService } from '../../../catalog';
import { LocationsReadModel } from '../../../locations';
import { ProjectionWaiter } from '../../../platform';
import { StockRuleError } from '../../domain/movement';
import { MAX_COUNT_LINES } from '../../domain/stock-count';
import { CountStreams } from '../../infrastructure/count-streams';
import { commandByMember } from '../../infrastructure/stock-writer';
import { stockCountsProjection } from '../../projections/stock-counts/stock-counts.projection';
import { StartCount } from './start-count.command';

/**
 * Checks the location, picks the products (one more than a count holds, so that too many is
 * refused rather than cut short), starts the count on their stock as it stands, and answers
 * once the counts read model shows it.
 */
@CommandHandler(StartCount)
export class StartCountHandler implements ICommandHandler<StartCount> {
  constructor(
    private readonly locations: LocationsReadModel,
    private readonly products: ProductsService,
    private readonly streams: CountStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ providerId, member, count }: StartCount): Promise<{ countId: string }> {
    const search = count.search?.trim() || null;
    const [location, products] = await Promise.all([
      this.locations.get(providerId, count.locationId),
      this.products.matching(providerId, search, MAX_COUNT_LINES + 1),
    ]);
    if (!location) throw new StockRuleError('Please select a location.');
    if (!location.active) throw new StockRuleError(`${location.name} is not active.`);
    const { countId, position } = await this.streams.start(commandByMember(providerId, member), {
      locationId: location.id,
      productIds: products.map((product) => product.id),
      filter: search,
      notes: count.notes,
    });
    await this.waiter.waitFor(position, [stockCountsProjection.name]);
    return { countId };
  }
}
