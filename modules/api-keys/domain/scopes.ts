/**
 * What an API key may do: per area of the provider's data, read or write. `write` includes
 * `read` (a key that places orders may read them back), as integrators expect from Stripe's
 * restricted keys and Shopify's access scopes.
 */
export const AREAS = ['orders', 'inventory', 'catalog', 'clients'] as const;
export type Area = (typeof AREAS)[number];
export const ACCESSES = ['read', 'write'] as const;
export type Access = (typeof ACCESSES)[number];
export type Scope = `${Area}:${Access}`;

export const SCOPES: readonly Scope[] = AREAS.flatMap((area) =>
  ACCESSES.map((access) => `${area}:${access}` as const),
);

export function isScope(value: unknown): value is Scope {
  return typeof value === 'string' && (SCOPES as readonly string[]).includes(value);
}

/** The scopes as stored: known ones only, each once, in the order of SCOPES. */
export function normalizeScopes(scopes: readonly string[]): Scope[] {
  return SCOPES.filter((scope) => scopes.includes(scope));
}

/** Whether `scopes` allow `access` to `area` (write allows read too). */
export function allows(scopes: readonly string[], area: Area, access: Access): boolean {
  return scopes.includes(`${area}:write`) || (access === 'read' && scopes.includes(`${area}:read`));
}

export const missingScope = (scope: Scope) => `This API key lacks the ${scope} scope.`;

/** The refusal when `scopes` do not allow `access` to `area`, naming the scope that would. */
export function scopeRefusal(
  scopes: readonly string[],
  area: Area,
  access: Access,
): string | undefined {
  return allows(scopes, area, access) ? undefined : missingScope(`${area}:${access}`);
}

/**
 * POST /api/order places an order or a movement: an ORDER is the orders area's, every other
 * type (ADJUST, IN, OUT) changes stock and is the inventory area's.
 */
export function orderTypeArea(orderType: string): Area {
  return orderType === 'ORDER' ? 'orders' : 'inventory';
}
