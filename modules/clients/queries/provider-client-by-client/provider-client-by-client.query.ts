import { Query } from '@nestjs/cqrs';
import { ProviderClientView } from '../../infrastructure/client.views';

/** The provider's link with one client. */
export class ProviderClientByClient extends Query<{ provider_client: ProviderClientView }> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
  ) {
    super();
  }
}
