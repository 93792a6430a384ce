import { ApiProperty } from '@nestjs/swagger';
import { Exclude } from 'class-transformer';
import { ValidateBy, validateSync } from 'class-validator';
import { IsId, messagesOf } from '../../../platform';
import { MAX_QUANTITY } from '../../domain/movement';
import { MAX_TRANSFER_LINES } from '../../domain/transfer';

const QUANTITY = `quantity must be a whole number from 0 to ${MAX_QUANTITY.toLocaleString('en-US')}`;

/**
 * One line of a transfer or a receipt: a product and its units. Built by `transferLinesFrom`,
 * never by class-transformer (`@Exclude`), which would walk whatever object it is given.
 */
@Exclude()
export class TransferLineRequest {
  @ApiProperty({ format: 'uuid', description: 'The product (`id` is taken for it too).' })
  @IsId({ message: 'product_id must be a product id' })
  product_id!: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_QUANTITY })
  @ValidateBy({
    name: 'isTransferQuantity',
    validator: {
      validate: (value) =>
        Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_QUANTITY,
      defaultMessage: (args) =>
        args?.value === undefined || args.value === null
          ? 'Each product needs a quantity'
          : QUANTITY,
    },
  })
  quantity!: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The lines as sent (`{ product_id, quantity }`, `id` taken for `product_id`); anything else as it is, for the check. */
export function transferLinesFrom(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((raw) => {
    const line = isObject(raw) ? raw : {};
    const id = line.product_id ?? line.id;
    return Object.assign(new TransferLineRequest(), {
      product_id: typeof id === 'string' ? id.toLowerCase() : id,
      quantity: line.quantity,
    });
  });
}

/** `products`: a list of lines, each checked, the first bad one named by its path. */
export const IsTransferLines = () =>
  ValidateBy({
    name: 'isTransferLines',
    validator: {
      validate: (value) =>
        Array.isArray(value) &&
        value.length <= MAX_TRANSFER_LINES &&
        value.every(
          (line) => line instanceof TransferLineRequest && validateSync(line).length === 0,
        ),
      defaultMessage: (args) => {
        const value = args?.value;
        if (!Array.isArray(value)) return 'products must be a list of { product_id, quantity }';
        if (value.length > MAX_TRANSFER_LINES)
          return `products may hold at most ${MAX_TRANSFER_LINES} lines`;
        const index = value.findIndex((line) => validateSync(line).length > 0);
        return messagesOf(validateSync(value[index]), `products[${index}]`).join('; ');
      },
    },
  });
