import { Query } from '@nestjs/cqrs';
import type { ProviderCard as Card } from '../../infrastructure/providers-directory';

/** Who the provider is (its name and contact email), for its members' screens. */
export class ProviderCard extends Query<{ provider: Card }> {
  constructor(readonly providerId: string) {
    super();
  }
}
