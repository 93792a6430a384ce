import { Query } from '@nestjs/cqrs';
import { ClientView } from '../../infrastructure/client.views';

/** One of a provider's clients, with its custom prices and availability. */
export class ClientById extends Query<{ client: ClientView }> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
  ) {
    super();
  }
}
