import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { PAYMENT_TERMS } from '../../domain/credit-terms';

/** PUT …/client/{client_id}/credit: both fields, each checked by checkedCreditTerms. */
export class SetClientCreditRequest {
  @ApiProperty({
    enum: PAYMENT_TERMS,
    nullable: true,
    description: 'When its invoices are due; null: the provider’s default payment terms.',
  })
  @Allow()
  payment_terms!: unknown;

  @ApiProperty({
    // null is one of the shapes: `nullable` beside `oneOf` names no type to make nullable.
    oneOf: [
      { type: 'number', minimum: 0, maximum: 9_999_999_999.99 },
      { type: 'string', pattern: '^\\d{1,10}(\\.\\d{1,2})?$' },
      { type: 'null' },
    ],
    description:
      'The open balance its orders may reach, in the provider’s currency; null: no limit.',
    example: '5000.00',
  })
  @Allow()
  credit_limit!: unknown;
}
