import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { commandByMember, StockRuleError } from '../../../inventory';
import { LocationsReadModel } from '../../../locations';
import { OrderStreams } from '../../../ordering';
import { decideReturnReceipt } from '../../domain/returns';
import { ReturnCommands } from '../../infrastructure/return-commands';
import { ReceiveReturn } from './receive-return.command';

/** Receives a return: restocked units go back into current stock, in one append with the event. */
@CommandHandler(ReceiveReturn)
export class ReceiveReturnHandler implements ICommandHandler<ReceiveReturn> {
  constructor(
    private readonly streams: OrderStreams,
    private readonly locations: LocationsReadModel,
    private readonly returns: ReturnCommands,
  ) {}

  async execute(command: ReceiveReturn): Promise<void> {
    const { providerId, member, orderId, sequence, lines } = command;
    const order = await this.streams.loadWhere(orderId, (state) => state.providerId === providerId);
    const locationId = command.locationId ?? order.state.locationId;
    const location = (await this.locations.list(providerId)).find((l) => l.id === locationId);
    if (!location) throw new StockRuleError('No such location.', 'not_found');
    if (!location.active)
      throw new StockRuleError('Returned units go to an active location.', 'conflict');
    const context = commandByMember(providerId, member);
    await this.returns.run(context, order, (state) => {
      const { received, deltas } = decideReturnReceipt(state, sequence, {
        locationId,
        lines,
        at: context.at,
      });
      return {
        events: [received],
        stock: { locationId, orderType: 'ORDER', reason: 'returned', deltas },
      };
    });
  }
}
