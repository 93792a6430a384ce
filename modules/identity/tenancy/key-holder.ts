import { Member } from '../domain/permissions';

/**
 * The name of the passport strategy of API keys (`Authorization: Bearer sk_live_…`). The
 * api-keys context registers it; the provider guard and the order route try it before the
 * member's bearer strategy, which it leaves every token that is not a key.
 */
export const API_KEY_STRATEGY = 'api-key';

/**
 * Who a request is when an API key signed it in: the key as a member of its one provider,
 * already checked for the route (its provider, its scopes, the rate limit).
 */
export interface KeyHolder {
  kind: 'api_key';
  member: Member & { apiKey: NonNullable<Member['apiKey']> };
}

export function isKeyHolder(user: unknown): user is KeyHolder {
  return (
    typeof user === 'object' && user !== null && (user as Partial<KeyHolder>).kind === 'api_key'
  );
}
