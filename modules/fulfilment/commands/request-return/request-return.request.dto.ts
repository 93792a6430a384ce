import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, ValidateIf } from 'class-validator';
import { MAX_NOTES_LENGTH, MAX_QUANTITY } from '../../../inventory';
import { isUuid, MaxChars } from '../../../platform';
import { RETURN_REASONS } from '../../domain/returns';

/** The most lines one return names. */
const MAX_RETURN_LINES = 500;

export class ReturnLineRequest {
  @ApiProperty({ format: 'uuid' })
  product_id!: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_QUANTITY })
  quantity!: number;

  @ApiProperty({ enum: RETURN_REASONS })
  reason!: (typeof RETURN_REASONS)[number];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a list of return lines, the first bad one named by its path; null: nothing. */
function returnLinesProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0)
    return 'products must be a list of { product_id, quantity, reason }';
  if (value.length > MAX_RETURN_LINES) return `products may hold at most ${MAX_RETURN_LINES} lines`;
  for (const [i, line] of value.entries()) {
    if (!isObject(line)) return `products[${i}] must be { product_id, quantity, reason }`;
    if (!isUuid(line.product_id)) return `products[${i}].product_id must be a product id`;
    if (
      !Number.isSafeInteger(line.quantity) ||
      (line.quantity as number) < 0 ||
      (line.quantity as number) > MAX_QUANTITY
    )
      return `products[${i}].quantity must be a whole number from 0 to ${MAX_QUANTITY.toLocaleString('en-US')}`;
    if (!(RETURN_REASONS as readonly unknown[]).includes(line.reason))
      return `products[${i}].reason must be one of ${RETURN_REASONS.join(', ')}`;
  }
  return null;
}

/** POST …/order/{order_id}/returns: the shipped units asked back, each with its reason. */
export class RequestReturnRequest {
  @ApiProperty({ type: [ReturnLineRequest] })
  @ValidateBy({
    name: 'isReturnLines',
    validator: {
      validate: (value) => returnLinesProblem(value) === null,
      defaultMessage: (args) => returnLinesProblem(args?.value) ?? '',
    },
  })
  products!: ReturnLineRequest[];

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @ValidateBy({
    name: 'isText',
    validator: {
      validate: (v) => typeof v === 'string',
      defaultMessage: () => 'note must be text',
    },
  })
  @MaxChars(MAX_NOTES_LENGTH)
  note?: string | null;
}
