import { ApiProperty } from '@nestjs/swagger';
import { CreditTerms, PAYMENT_TERMS, PaymentTerms } from '../domain/credit-terms';

/** A client's payment terms and credit limit. */
export class ClientCreditTermsResponse {
  /** Null: the provider's default payment terms apply. */
  @ApiProperty({ enum: PAYMENT_TERMS, nullable: true })
  payment_terms!: PaymentTerms | null;
  /** In the provider's currency, exact decimal string; null: no limit. */
  credit_limit!: string | null;
}

export function creditTermsView(terms: CreditTerms): ClientCreditTermsResponse {
  return { payment_terms: terms.paymentTerms, credit_limit: terms.creditLimit };
}
