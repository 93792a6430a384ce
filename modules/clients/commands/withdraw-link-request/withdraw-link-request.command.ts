import { Command } from '@nestjs/cqrs';
import type { OwnLinkRequestView } from '../../infrastructure/client-portals';

/**
 * The provider takes back its request to be added to the client's own portal: unanswered, it
 * leaves the portal; answered or never shown, nothing else changes, and the answer is the same.
 */
export class WithdrawLinkRequest extends Command<{ link_request: OwnLinkRequestView }> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
  ) {
    super();
  }
}
