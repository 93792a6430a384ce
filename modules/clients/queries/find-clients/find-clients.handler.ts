import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientsReadModel } from '../../infrastructure/clients.read-model';
import { FindClients } from './find-clients.query';

@QueryHandler(FindClients)
export class FindClientsHandler implements IQueryHandler<FindClients> {
  constructor(private readonly clients: ClientsReadModel) {}

  execute({ providerId, text, limit }: FindClients) {
    return this.clients.findByText(providerId, text, limit);
  }
}
