import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { commandByMember, commandNow } from '../../../inventory';
import { OrderStreams } from '../../../ordering';
import { decideReturnRequest } from '../../domain/returns';
import { ReturnCommands } from '../../infrastructure/return-commands';
import { RequestReturn } from './request-return.command';

@CommandHandler(RequestReturn)
export class RequestReturnHandler implements ICommandHandler<RequestReturn> {
  constructor(
    private readonly streams: OrderStreams,
    private readonly returns: ReturnCommands,
  ) {}

  async execute({ by, orderId, lines, note }: RequestReturn) {
    const order = await this.streams.loadWhere(orderId, (state) =>
      by.kind === 'client' ? state.clientId === by.clientId : state.providerId === by.providerId,
    );
    const { providerId } = order.state;
    const context =
      by.kind === 'client'
        ? commandNow(providerId, by.clientId, 'client')
        : commandByMember(providerId, by.member);
    let sequence = 0;
    await this.returns.run(context, order, (state, names) => {
      const requested = decideReturnRequest(state, {
        lines,
        note,
        by: by.kind === 'client' ? 'CLIENT' : 'PROVIDER',
        at: context.at,
        names,
      });
      sequence = requested.data.sequence;
      return { events: [requested] };
    });
    return { providerId, sequence };
  }
}
