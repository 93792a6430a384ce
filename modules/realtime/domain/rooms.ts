/** Room names and who may be in them: the rules of the live channel, without sockets. */

export const providerRoom = (providerId: string) => `provider:${providerId}`;
export const clientRoom = (clientId: string) => `client:${clientId}`;

/** Who a socket is, as admitted at the handshake. */
export type Holder =
  | { kind: 'member'; userId: string; token: string }
  | { kind: 'client'; clientId: string };

/** The order ids a page of order events touched, each once, in order. */
export function orderIdsOf(events: readonly { data: unknown }[]): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    const orderId = (event.data as { orderId?: unknown }).orderId;
    if (typeof orderId === 'string') ids.add(orderId);
  }
  return [...ids];
}

/**
 * Milliseconds until a token expiring at `expSeconds` must be replaced; the socket is closed
 * then unless a fresh token came. Never below zero.
 */
export function msUntilExpiry(expSeconds: number, nowMs: number): number {
  return Math.max(0, expSeconds * 1000 - nowMs);
}
