import type { SignedUp, TestApp } from './create-test-app';
import { placeOrder, type Shop } from './shop';

/** Polls until `probe` answers something, within a bound: a portal match runs after the answer. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A body with its ids, keys, names, emails and times blanked: what a provider could compare
 * between two answers, to tell whether another provider knows an email.
 */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        ['id', 'client_id', 'name', 'email', 'created_at', 'asked_at'].includes(key)
          ? typeof v
          : shapeOf(v),
      ]),
    );
  return value;
}

/** Receives 50 of a shop's product at its first location, as the provider's owner. */
export function receiveFifty(t: TestApp, owner: SignedUp, shop: Shop, product: string) {
  return placeOrder(t, owner, {
    providerId: owner.providerId,
    locationId: Object.values(shop.locations)[0].id,
    transaction_type: 'IN',
    products: [{ id: shop.products[product].id, quantity: 50 }],
  }).expect(201);
}

/** An ORDER of 2 of a provider's product placed through a key (a provider's link or a portal). */
export function orderTwo(t: TestApp, key: string, provider: SignedUp, shop: Shop, product: string) {
  return placeOrder(t, null, {
    providerId: provider.providerId,
    clientId: key,
    transaction_type: 'ORDER',
    products: [{ id: shop.products[product].id, quantity: 2 }],
  });
}
