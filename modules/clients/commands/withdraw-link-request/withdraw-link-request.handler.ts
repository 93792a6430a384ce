import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ClientPortals } from '../../infrastructure/client-portals';
import { ClientsReadModel } from '../../infrastructure/clients.read-model';
import { WithdrawLinkRequest } from './withdraw-link-request.command';

@CommandHandler(WithdrawLinkRequest)
export class WithdrawLinkRequestHandler implements ICommandHandler<WithdrawLinkRequest> {
  constructor(
    private readonly reads: ClientsReadModel,
    private readonly portals: ClientPortals,
  ) {}

  async execute({ providerId, clientId }: WithdrawLinkRequest) {
    await this.reads.find(providerId, clientId);
    return { link_request: await this.portals.withdraw(providerId, clientId) };
  }
}
