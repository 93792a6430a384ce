import { Query } from '@nestjs/cqrs';
import type { ClientCreditResponse } from '../../responses/invoice.response.dto';

/** A client's terms, limit and open balance, for the client's page. */
export class ClientCredit extends Query<ClientCreditResponse> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
  ) {
    super();
  }
}
