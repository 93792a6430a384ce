import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientsReadModel } from '../../infrastructure/clients.read-model';
import { ClientLinkKey } from './client-link-key.query';

@QueryHandler(ClientLinkKey)
export class ClientLinkKeyHandler implements IQueryHandler<ClientLinkKey> {
  constructor(private readonly reads: ClientsReadModel) {}

  async execute({ providerId, clientId }: ClientLinkKey) {
    return { link_key: (await this.reads.find(providerId, clientId)).linkKey };
  }
}
