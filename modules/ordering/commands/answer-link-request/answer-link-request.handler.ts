import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ClientPortals } from '../../../clients';
import { OrderRuleError } from '../../domain/order';
import { AnswerLinkRequest } from './answer-link-request.command';

@CommandHandler(AnswerLinkRequest)
export class AnswerLinkRequestHandler implements ICommandHandler<AnswerLinkRequest> {
  constructor(private readonly portals: ClientPortals) {}

  async execute({ portalId, requestId, answer }: AnswerLinkRequest) {
    if (!portalId) throw new OrderRuleError('No such request.', 'not_found');
    const status = await this.portals.answer(portalId, requestId, answer);
    return { link_request: { id: requestId, status } };
  }
}
