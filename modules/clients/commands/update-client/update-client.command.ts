import { Command } from '@nestjs/cqrs';
import { ClientView } from '../../infrastructure/client.views';

/** What an edit changes: what is left out stays; a null address clears it. */
export interface ClientChange {
  name?: string;
  email?: string;
  address?: string | null;
  metadata?: Record<string, unknown>;
}

/** Edit a client's name, email, address or custom field values. */
export class UpdateClient extends Command<{ client: ClientView }> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
    readonly change: ClientChange,
  ) {
    super();
  }
}
