import { Query } from '@nestjs/cqrs';
import type { OwnLinkRequestView } from '../../infrastructure/client-portals';

/**
 * The provider's link request for one of its clients, as the provider sees it: standing or
 * withdrawn, never answered (null: the client was given its email before requests existed).
 */
export class ClientLinkRequest extends Query<{ link_request: OwnLinkRequestView | null }> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
  ) {
    super();
  }
}
