import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  Client,
  ClientProductAvailability,
  ClientProductPrice,
  ClientProductRules,
  ProviderClient,
} from '../../infrastructure/clients.entities';
import { RemoveClients } from './remove-clients.command';

@CommandHandler(RemoveClients)
export class RemoveClientsHandler implements ICommandHandler<RemoveClients> {
  constructor(private readonly em: EntityManager) {}

  async execute({ providerId, clientIds }: RemoveClients) {
    if (clientIds.length === 0) return { removed: 0 };
    const ids = [...clientIds];
    return this.em.fork().transactional(async (em) => {
      const mine = { providerId, clientId: { $in: ids } };
      await em.nativeDelete(ClientProductPrice, mine);
      await em.nativeDelete(ClientProductAvailability, mine);
      await em.nativeDelete(ClientProductRules, mine);
      await em.nativeDelete(ProviderClient, mine);
      // Only this provider's clients, and only those no other provider is linked to.
      const linked = await em.find(
        ProviderClient,
        { clientId: { $in: ids } },
        { fields: ['clientId'] },
      );
      const kept = new Set(linked.map((link) => link.clientId));
      const gone = ids.filter((id) => !kept.has(id));
      const removed =
        gone.length === 0 ? 0 : await em.nativeDelete(Client, { providerId, id: { $in: gone } });
      return { removed };
    });
  }
}
