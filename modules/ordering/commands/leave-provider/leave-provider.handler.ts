import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ClientPortals } from '../../../clients';
import { ProvidersDirectory } from '../../../identity';
import { OrderRuleError } from '../../domain/order';
import { LeaveProvider } from './leave-provider.command';

@CommandHandler(LeaveProvider)
export class LeaveProviderHandler implements ICommandHandler<LeaveProvider> {
  constructor(
    private readonly portals: ClientPortals,
    private readonly providers: ProvidersDirectory,
  ) {}

  async execute({ portalId, providerId }: LeaveProvider) {
    if (!portalId) throw new OrderRuleError('No such provider.', 'not_found');
    await this.portals.leave(portalId, providerId);
    const name = (await this.providers.cards([providerId])).get(providerId)?.name ?? '';
    return { provider: { id: providerId, name } };
  }
}
