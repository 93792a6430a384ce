import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ClientsReadModel } from '../../infrastructure/clients.read-model';
import { ReplaceClientLinkKey } from './replace-client-link-key.command';

@CommandHandler(ReplaceClientLinkKey)
export class ReplaceClientLinkKeyHandler implements ICommandHandler<ReplaceClientLinkKey> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: ClientsReadModel,
  ) {}

  async execute({ providerId, clientId }: ReplaceClientLinkKey) {
    const client = await this.reads.find(providerId, clientId);
    client.linkKey = randomUUID();
    await this.em.flush();
    return { link_key: client.linkKey };
  }
}
