import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProjectionWaiter } from '../../../platform';
import { CountStreams } from '../../infrastructure/count-streams';
import { commandByMember } from '../../infrastructure/stock-writer';
import { stockCountsProjection } from '../../projections/stock-counts/stock-counts.projection';
import { CancelCount } from './cancel-count.command';

@CommandHandler(CancelCount)
export class CancelCountHandler implements ICommandHandler<CancelCount> {
  constructor(
    private readonly streams: CountStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ providerId, countId, member }: CancelCount): Promise<void> {
    const position = await this.streams.cancel(commandByMember(providerId, member), countId);
    if (position) await this.waiter.waitFor(position, [stockCountsProjection.name]);
  }
}
