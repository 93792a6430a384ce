import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientsReadModel } from '../../infrastructure/clients.read-model';
import { ClientById } from './client-by-id.query';

@QueryHandler(ClientById)
export class ClientByIdHandler implements IQueryHandler<ClientById> {
  constructor(private readonly reads: ClientsReadModel) {}

  async execute({ providerId, clientId }: ClientById) {
    const client = await this.reads.find(providerId, clientId);
    return { client: await this.reads.view(providerId, client) };
  }
}
