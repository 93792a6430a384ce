import { Query } from '@nestjs/cqrs';

/** The provider's logo's bytes and type; null when it has none. */
export class ProviderLogo extends Query<{ bytes: Buffer; type: string } | null> {
  constructor(readonly providerId: string) {
    super();
  }
}
