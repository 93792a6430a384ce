/**
 * The order creation payload (spec section 3): providerId, locationId, products (id or product,
 * and quantity; a provider may also send the price picked), transaction_type, clientId and notes.
 * POST /api/order sends it as a JSON string in `order`, or as the body itself.
 */
import { ORDER_TYPES, OrderRuleError, OrderType } from './order';

export interface OrderPayload {
  providerId: string;
  locationId: string | null;
  clientId: string | null;
  orderType: OrderType;
  notes: string | null;
  products: { productId: string; quantity: number; price: number | null }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uuidOrNull = (value: unknown, message: string): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !UUID.test(value)) throw new OrderRuleError(message);
  return value.toLowerCase();
};

export function parseOrderPayload(body: unknown): OrderPayload {
  let raw =
    body && typeof body === 'object' && 'order' in body ? (body as { order: unknown }).order : body;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw new OrderRuleError('order must be the order as JSON');
    }
  }
  if (!raw || typeof raw !== 'object') throw new OrderRuleError('order must be the order as JSON');
  const order = raw as Record<string, unknown>;
  const providerId = uuidOrNull(order.providerId, 'providerId must be a provider id');
  if (!providerId) throw new OrderRuleError('providerId must be a provider id');
  const type = order.transaction_type ?? 'ORDER';
  if (!ORDER_TYPES.includes(type as OrderType))
    throw new OrderRuleError(`transaction_type must be one of ${ORDER_TYPES.join(', ')}`);
  if (!Array.isArray(order.products))
    throw new OrderRuleError('At least one product is requiered for an order.');
  const products = order.products.map((line: unknown) => {
    const item = (line ?? {}) as Record<string, unknown>;
    const nested =
      item.product && typeof item.product === 'object'
        ? (item.product as { id?: unknown }).id
        : item.product;
    const productId = uuidOrNull(item.id ?? nested, 'Each product needs its id');
    if (!productId) throw new OrderRuleError('Each product needs its id');
    const quantity = Number(item.quantity);
    if (!Number.isFinite(quantity)) throw new OrderRuleError('Each product needs a quantity');
    const price =
      item.price === undefined || item.price === null || item.price === ''
        ? null
        : Number(item.price);
    if (price !== null && !Number.isFinite(price))
      throw new OrderRuleError('price must be a number');
    return { productId, quantity, price };
  });
  if (order.notes !== undefined && order.notes !== null && typeof order.notes !== 'string')
    throw new OrderRuleError('notes must be text');
  return {
    providerId,
    locationId: uuidOrNull(order.locationId, 'Please select a location.'),
    clientId: uuidOrNull(order.clientId, 'Please select a client.'),
    orderType: type as OrderType,
    notes: (order.notes as string | null | undefined) ?? null,
    products,
  };
}
