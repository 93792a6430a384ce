import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProjectionWaiter } from '../../../platform';
import { CountStreams } from '../../infrastructure/count-streams';
import { commandByMember } from '../../infrastructure/stock-writer';
import { stockCountsProjection } from '../../projections/stock-counts/stock-counts.projection';
import { EnterCounts } from './enter-counts.command';

/** Records the entries on the count as it is now, and answers once the read model shows them. */
@CommandHandler(EnterCounts)
export class EnterCountsHandler implements ICommandHandler<EnterCounts> {
  constructor(
    private readonly streams: CountStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ providerId, countId, member, lines }: EnterCounts): Promise<void> {
    const position = await this.streams.enter(commandByMember(providerId, member), countId, lines);
    if (position) await this.waiter.waitFor(position, [stockCountsProjection.name]);
  }
}
