/** Room names and who may be in them: the rules of the live channel, without sockets. */

export const providerRoom = (providerId: string) => `provider:${providerId}`;
export const clientRoom = (clientId: string) => `client:${clientId}`;

/**
 * Who a socket is, as admitted at the handshake: a member's session, or a client by a key, with
 * the records the key reaches (a provider's link: one; the client's own portal: one per
 * provider the client accepted).
 */
export type Holder =
  | { kind: 'member'; userId: string; sessionId: string }
  | { kind: 'client'; clientIds: readonly string[]; linkKey: string };

/** What a periodic re-check read: live sessions, active memberships, records keys reach. */
export interface StandingNow {
  liveSessions: ReadonlySet<string>;
  /** `userId:providerId` of each active membership. */
  activeMemberships: ReadonlySet<string>;
  /** `reach(linkKey, clientId)` of each record its key still reaches with an active link. */
  linkedClients: ReadonlySet<string>;
}

/** A record as reached by a key: a portal's key stops reaching a provider the client left. */
export const reach = (linkKey: string, clientId: string) => `${linkKey}:${clientId}`;

/**
 * What a re-check does to a socket: close it when its session ended or its client lost every
 * link, else take it out of the provider rooms its user is no longer an active member of, or
 * (a portal's socket) out of the rooms of the records whose provider disabled its link, or
 * that the client left.
 */
export function recheck(
  holder: Holder,
  rooms: Iterable<string>,
  now: StandingNow,
): { close: boolean; leave: string[] } {
  if (holder.kind === 'client') {
    const unlinked = holder.clientIds.filter(
      (id) => !now.linkedClients.has(reach(holder.linkKey, id)),
    );
    if (unlinked.length === holder.clientIds.length) return { close: true, leave: [] };
    const gone = new Set(unlinked.map(clientRoom));
    return { close: false, leave: [...rooms].filter((room) => gone.has(room)) };
  }
  if (!now.liveSessions.has(holder.sessionId)) return { close: true, leave: [] };
  const leave = [...rooms].filter((room) => {
    const providerId = providerOfRoom(room);
    return providerId !== null && !now.activeMemberships.has(`${holder.userId}:${providerId}`);
  });
  return { close: false, leave };
}

/** The provider a room is for, or null for any other room. */
export function providerOfRoom(room: string): string | null {
  return room.startsWith('provider:') ? room.slice('provider:'.length) : null;
}

/**
 * The order ids a page of events touched, each once, in order; with `types`, only those its
 * events of these types touched.
 */
export function orderIdsOf(
  events: readonly { type?: string; data: unknown }[],
  types?: ReadonlySet<string>,
): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    if (types && !types.has(event.type ?? '')) continue;
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
