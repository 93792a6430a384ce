import { Query } from '@nestjs/cqrs';
import type { ClientInvoicesResponse } from '../../responses/invoice.response.dto';

/** A client's open invoices at the provider of its record, with its balance and limit. */
export class ClientInvoices extends Query<ClientInvoicesResponse> {
  constructor(
    readonly clientId: string,
    /** The provider the portal names (`?provider_id=`); undefined: the record's own. */
    readonly providerId?: string,
  ) {
    super();
  }
}
