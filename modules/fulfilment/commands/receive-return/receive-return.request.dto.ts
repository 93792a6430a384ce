import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, ValidateIf } from 'class-validator';
import { ADJUST_REASONS, MAX_QUANTITY } from '../../../inventory';
import { IsId, isUuid } from '../../../platform';

export class ReceivedLineRequest {
  @ApiProperty({ format: 'uuid' })
  product_id!: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Units put back into stock.' })
  restock!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Units written off.' })
  write_off!: number;

  @ApiProperty({ enum: ADJUST_REASONS, required: false, nullable: true })
  write_off_reason?: string | null;
}

const count = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_QUANTITY;

function receivedLinesProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length > 500)
    return 'products must be a list of { product_id, restock, write_off, write_off_reason }';
  for (const [i, line] of value.entries()) {
    if (typeof line !== 'object' || line === null || Array.isArray(line))
      return `products[${i}] must be { product_id, restock, write_off, write_off_reason }`;
    const l = line as Record<string, unknown>;
    if (!isUuid(l.product_id)) return `products[${i}].product_id must be a product id`;
    if (!count(l.restock)) return `products[${i}].restock must be a whole number from 0`;
    if (!count(l.write_off)) return `products[${i}].write_off must be a whole number from 0`;
    if (
      l.write_off_reason !== undefined &&
      l.write_off_reason !== null &&
      !(ADJUST_REASONS as readonly unknown[]).includes(l.write_off_reason)
    )
      return `products[${i}].write_off_reason must be one of ${ADJUST_REASONS.join(', ')}`;
  }
  return null;
}

/**
 * POST …/returns/{sequence}/receive: where restocked units go (absent: the order's location)
 * and, per line, how many are restocked and how many written off (absent lines: all
 * restocked).
 */
export class ReceiveReturnRequest {
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsId({ message: 'location_id must be a location id' })
  location_id?: string | null;

  @ApiProperty({ type: [ReceivedLineRequest], required: false })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @ValidateBy({
    name: 'isReceivedLines',
    validator: {
      validate: (value) => receivedLinesProblem(value) === null,
      defaultMessage: (args) => receivedLinesProblem(args?.value) ?? '',
    },
  })
  products?: ReceivedLineRequest[] | null;
}
