import { Command } from '@nestjs/cqrs';
import { ClientView } from '../../infrastructure/client.views';

/** What an edit changes: what is left out stays; a null address clears it. */
export interface ClientChange {
  name?: string;
  email?: string;
  address?: string | null;
  metadata?: Record<string, unknown>;
  /** Null or blank clears it. */
  tax_id?: string | null;
  tax_exempt?: boolean;
}

/** Edit a client's name, email, address, custom field values, tax id or tax exemption. */
export class UpdateClient extends Command<{ client: ClientView }> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
    readonly change: ClientChange,
  ) {
    super();
  }
}
