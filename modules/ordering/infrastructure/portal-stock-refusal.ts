import { ConflictException } from '@nestjs/common';
import { ExpiredStockError, InsufficientStockError } from '../../inventory';
import type { PortalStock } from '../../settings';
import { notEnoughInWords } from '../domain/portal-stock';

/** The `code` of a client's order refused for want of stock of one line: see `product_id`. */
export const NOT_ENOUGH_STOCK = 'NOT_ENOUGH_STOCK';

/** A line of the order as placed, for naming the one refused. */
interface PlacedLine {
  productId: string;
  quantity: number;
}

/**
 * A client's order refused for want of stock, as the portal needs it: the product's id
 * (`product_id`, and `breaches` as the ordering rules' refusal has them, so the screen says it
 * beside that line) and, where the provider shows stock in
 * words, a message without the number the stock check gives ("3 available"). Any other error,
 * and any refusal of a provider's own order, is left as it is.
 */
export function portalStockRefusal(
  error: unknown,
  mode: PortalStock,
  lines: readonly PlacedLine[],
  names: ReadonlyMap<string, string>,
): unknown {
  let productId: string | undefined;
  if (error instanceof InsufficientStockError) productId = error.productId;
  else if (error instanceof ExpiredStockError)
    productId = lines.find((line) => names.get(line.productId) === error.productName)?.productId;
  else return error;
  const asked = lines
    .filter((line) => line.productId === productId)
    .reduce((sum, line) => sum + line.quantity, 0);
  const message =
    mode === 'exact'
      ? error.message
      : productId
        ? notEnoughInWords(names.get(productId) ?? '', asked)
        : 'Not enough in stock for this order. Order fewer.';
  return new ConflictException({
    statusCode: 409,
    error: message,
    message,
    code: NOT_ENOUGH_STOCK,
    ...(productId ? { product_id: productId } : {}),
    // As the ordering rules' refusal lists its breaches: one shape for a screen that shows a
    // refusal beside its line.
    breaches: [{ rule: 'not_enough_stock', product_id: productId ?? null, message }],
  });
}
