/**
 * The portal's order refused for want of stock (issue 37): the server names the line it refused
 * (`code` NOT_ENOUGH_STOCK, `product_id`), so the form says so beside that line, in the
 * language on screen and without a stock number (the provider may keep it to itself).
 */
import { ApiError } from '../../lib/api-client';

export const NOT_ENOUGH_STOCK = 'NOT_ENOUGH_STOCK';

/** The products a refusal of the server says there is not enough stock of; none for another. */
export function stockRefusedProducts(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const body = error.body as { code?: unknown; product_id?: unknown; breaches?: unknown };
  if (!body || body.code !== NOT_ENOUGH_STOCK) return [];
  const listed = Array.isArray(body.breaches)
    ? body.breaches.map((breach: { product_id?: unknown } | null) => breach?.product_id)
    : [];
  const ids = [body.product_id, ...listed].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  return [...new Set(ids)];
}
