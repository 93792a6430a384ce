import { Command } from '@nestjs/cqrs';
import { ProviderClientView } from '../../infrastructure/client.views';

/** Open or close a client's link: an inactive client cannot order from the provider. */
export class SetProviderClientActive extends Command<{ providerClient: ProviderClientView }> {
  constructor(
    readonly providerId: string,
    readonly linkId: string,
    readonly active: boolean,
  ) {
    super();
  }
}
