import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** POST …/invoices/{invoice_id}/payments: checked by the domain (decidePayment), by name. */
export class RecordPaymentRequest {
  @ApiProperty({
    oneOf: [
      { type: 'number', minimum: 0.01 },
      { type: 'string', pattern: '^\\d{1,10}(\\.\\d{1,4})?$' },
    ],
    description: 'The amount received, in the invoice’s currency: at most what is open on it.',
    example: '120.50',
  })
  @Allow()
  amount!: unknown;

  @ApiProperty({
    type: 'string',
    format: 'date',
    required: false,
    nullable: true,
    description: 'The day it was received (YYYY-MM-DD); absent: today.',
  })
  @Allow()
  paid_on?: unknown;
}
