import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsInt, Max, Min, ValidateIf } from 'class-validator';

/** POST …/order/{order_id}/invoices: the shipment to invoice, when invoices are per shipment. */
export class IssueInvoiceRequest {
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsInt({ message: 'shipment must be the number of one of the order’s shipments (1, 2, …)' })
  @Min(1, { message: 'shipment must be the number of one of the order’s shipments (1, 2, …)' })
  @Max(1_000_000, {
    message: 'shipment must be the number of one of the order’s shipments (1, 2, …)',
  })
  shipment?: number | null;

  /** The day the invoice is dated, up to a year back (a delivery invoiced late); absent: today. */
  @ApiProperty({ type: 'string', format: 'date', required: false, nullable: true })
  @Allow()
  issued_on?: unknown;
}
