import { Query } from '@nestjs/cqrs';
import { LinkRequestView } from '../../../clients';

/**
 * The providers asking to be added, as the client's own portal shows them. A provider's link
 * shows none: its members hold that link too, and must not learn who else knows the client.
 */
export class ClientLinkRequests extends Query<{ link_requests: LinkRequestView[] }> {
  constructor(readonly portalId: string | null) {
    super();
  }
}
