import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ClientsReadModel } from '../../infrastructure/clients.read-model';
import { SetProviderClientActive } from './set-provider-client-active.command';

@CommandHandler(SetProviderClientActive)
export class SetProviderClientActiveHandler implements ICommandHandler<SetProviderClientActive> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: ClientsReadModel,
  ) {}

  async execute({ providerId, linkId, active }: SetProviderClientActive) {
    const { link, client } = await this.reads.linkOf(providerId, { id: linkId });
    link.active = active;
    await this.em.flush();
    // The spec's key for this answer is camelCase, unlike the list's provider_clients.
    return { providerClient: (await this.reads.linkViews(providerId, [link], [client]))[0] };
  }
}
