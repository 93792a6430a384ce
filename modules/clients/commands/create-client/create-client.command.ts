import { Command } from '@nestjs/cqrs';
import { ClientView, ProviderClientView } from '../../infrastructure/client.views';

export interface NewClient {
  name: string;
  email: string;
  address?: string | null;
  metadata?: Record<string, unknown>;
  /** Trimmed; null or blank: none. */
  tax_id?: string | null;
  tax_exempt?: boolean;
}

/** Add a client to a provider, with its (active) link: the id is its ordering link's secret. */
export class CreateClient extends Command<{
  client: ClientView;
  provider_client: ProviderClientView;
}> {
  constructor(
    readonly providerId: string,
    readonly client: NewClient,
  ) {
    super();
  }
}
