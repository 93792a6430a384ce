import { Query } from '@nestjs/cqrs';

/**
 * The logo of one of the providers a portal key reaches (`reachable`, through `clientIds`, the
 * key's records): its bytes and type, or null when the provider has none.
 */
export class ClientProviderLogo extends Query<{ bytes: Buffer; type: string } | null> {
  constructor(
    readonly clientIds: readonly string[],
    readonly reachable: ReadonlySet<string>,
    readonly providerId: string,
  ) {
    super();
  }
}
