import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { MAX_QUANTITY } from '../../../inventory';
import { counted, IsId, MAX_NAME_LENGTH } from '../../../platform';

/** The most lines one quick order checks: more than a pasted order holds, bounded per request. */
export const MAX_QUICK_ORDER_LINES = 500;

/** One pasted line: the product's SKU as the buyer wrote it, and the units asked. */
export class QuickOrderLineRequest {
  /** Matched case aside, spaces around it ignored. */
  @ApiProperty({ maxLength: MAX_NAME_LENGTH })
  sku!: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_QUANTITY })
  quantity!: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with the lines, the first bad one named by its path (`lines[3].quantity`); null:
 * nothing. A quantity of 0 passes: it is a line's verdict (invalid_quantity), not a bad request.
 * NUL characters and lone surrogates never get here (the app refuses them in every body).
 */
function linesProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0)
    return 'lines must be a list of { sku, quantity }, at least one';
  if (value.length > MAX_QUICK_ORDER_LINES)
    return `lines may hold at most ${MAX_QUICK_ORDER_LINES} lines`;
  for (const [i, line] of value.entries()) {
    if (!isObject(line)) return `lines[${i}] must be { sku, quantity }`;
    if (typeof line.sku !== 'string' || line.sku.trim() === '')
      return `lines[${i}].sku is required: the product's SKU`;
    if (line.sku.length > MAX_NAME_LENGTH)
      return `lines[${i}].sku must be at most ${counted(MAX_NAME_LENGTH)} characters`;
    if (
      !Number.isSafeInteger(line.quantity) ||
      (line.quantity as number) < 0 ||
      (line.quantity as number) > MAX_QUANTITY
    )
      return `lines[${i}].quantity must be a whole number from 0 to ${counted(MAX_QUANTITY)}`;
  }
  return null;
}

/** POST /api/client/{key}/quick_order: pasted lines to check against what the client may order. */
export class QuickOrderRequest {
  @IsId({ message: 'provider_id is required: the provider to order from' })
  @ApiProperty({ format: 'uuid' })
  provider_id!: string;

  @ApiProperty({ type: [QuickOrderLineRequest], maxItems: MAX_QUICK_ORDER_LINES })
  @ValidateBy({
    name: 'isQuickOrderLines',
    validator: {
      validate: (value) => linesProblem(value) === null,
      defaultMessage: (args) => linesProblem(args?.value) ?? '',
    },
  })
  lines!: QuickOrderLineRequest[];
}
