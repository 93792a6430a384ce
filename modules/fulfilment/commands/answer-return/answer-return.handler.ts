import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { commandByMember } from '../../../inventory';
import { OrderStreams } from '../../../ordering';
import { decideReturnAnswer } from '../../domain/returns';
import { ReturnCommands } from '../../infrastructure/return-commands';
import { AnswerReturn } from './answer-return.command';

@CommandHandler(AnswerReturn)
export class AnswerReturnHandler implements ICommandHandler<AnswerReturn> {
  constructor(
    private readonly streams: OrderStreams,
    private readonly returns: ReturnCommands,
  ) {}

  async execute({ providerId, member, orderId, sequence, answer }: AnswerReturn): Promise<void> {
    const order = await this.streams.loadWhere(orderId, (state) => state.providerId === providerId);
    const context = commandByMember(providerId, member);
    await this.returns.run(context, order, (state) => ({
      events: decideReturnAnswer(state, sequence, answer, context.at),
    }));
  }
}
