import { Command } from '@nestjs/cqrs';

/**
 * The client leaves a provider from its own portal: the portal no longer shows that provider
 * or its orders. Nothing changes for the provider, which is not told. Only the portal leaves:
 * a provider's link reaches that provider alone.
 */
export class LeaveProvider extends Command<{ provider: { id: string; name: string } }> {
  constructor(
    readonly portalId: string | null,
    readonly providerId: string,
  ) {
    super();
  }
}
