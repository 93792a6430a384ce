import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProvidersDirectory } from '../../infrastructure/providers-directory';
import { ProviderCard } from './provider-card.query';

@QueryHandler(ProviderCard)
export class ProviderCardHandler implements IQueryHandler<ProviderCard> {
  constructor(private readonly directory: ProvidersDirectory) {}

  async execute({ providerId }: ProviderCard) {
    const card = (await this.directory.cards([providerId])).get(providerId);
    // The member guard has already found the provider; a missing row would be a broken database.
    return { provider: card ?? { id: providerId, name: '', email: null } };
  }
}
