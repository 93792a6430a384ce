import { Command } from '@nestjs/cqrs';
import type { ClientCreditTermsResponse } from '../../responses/client-credit.response.dto';

/** Set a client's payment terms and credit limit (both replaced; null: default, no limit). */
export class SetClientCredit extends Command<ClientCreditTermsResponse> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
    readonly body: { payment_terms?: unknown; credit_limit?: unknown },
  ) {
    super();
  }
}
