import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientReads } from '../../infrastructure/client-reads';
import { ClientLinkKey } from './client-link-key.query';

@QueryHandler(ClientLinkKey)
export class ClientLinkKeyHandler implements IQueryHandler<ClientLinkKey> {
  constructor(private readonly reads: ClientReads) {}

  async execute({ providerId, clientId }: ClientLinkKey) {
    return { link_key: (await this.reads.find(providerId, clientId)).linkKey };
  }
}
