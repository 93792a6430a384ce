import { Query } from '@nestjs/cqrs';

/** The key of a client's public link: what the copy-link buttons put after `/client/`. */
export class ClientLinkKey extends Query<{ link_key: string }> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
  ) {
    super();
  }
}
