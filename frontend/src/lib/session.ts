import { useSyncExternalStore } from 'react';
import type { ActionFacts, GatedRoute } from '../../../modules/identity/domain/permissions';
import type { components } from '../api/openapi-types';

/** The one local storage key the product keeps its session under (docs/product.md §3, Session). */
export const SESSION_KEY = 'stockflow.session';

type Schemas = components['schemas'];

/** A provider the user belongs to, as the session names it. */
export type SessionProvider = Schemas['SessionProviderResponse'];

export type SessionUser = Schemas['SessionUserResponse'];

/** The session every sign-in answers (docs/product.md §3), kept as it came. */
export type Session = Schemas['SessionResponse'];

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as Session) : null;
    cachedSession = parsed && typeof parsed.access_token === 'string' ? parsed : null;
  } catch {
    cachedSession = null;
  }
  return cachedSession;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setSession(session: Session): void {
  window.localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  notify();
}

export function clearSession(): void {
  window.localStorage.removeItem(SESSION_KEY);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** The provider id of a membership, given as provider or provider_id. */
export function providerIdOf(membership: SessionProvider): string | undefined {
  return membership.provider_id ?? membership.provider;
}

export function firstProviderId(session: Session | null): string | undefined {
  const first = session?.providers?.[0];
  return first ? providerIdOf(first) : undefined;
}

export function findMembership(
  session: Session | null,
  providerId: string | undefined,
): SessionProvider | undefined {
  if (!session || !providerId) return undefined;
  return session.providers?.find((membership) => providerIdOf(membership) === providerId);
}

/**
 * The permission table the server sends with every session (identity's
 * modules/identity/domain/permissions.ts): each permission a membership may deny, the sentence a
 * member denied it reads, and the actions it gates. The screens ask it through refusalOf, so no
 * screen names a permission or words its refusal.
 */
export type PermissionRule = Schemas['PermissionResponse'];

/** An action the table gates, as the OpenAPI document names its route (`POST /api/order`). */
/** What a screen knows of the request that its route alone does not say (see GateCase). */
export type { ActionFacts, GatedRoute };

/** The table the server sent with the session; empty for a session stored before it came. */
export function permissionTable(session: Session | null): readonly PermissionRule[] {
  return session?.permissions ?? [];
}

/** Whether a gate's case covers the request, as the server decides it (GateCase). */
function covers(when: Schemas['PermissionGateCaseResponse'] | undefined, facts: ActionFacts) {
  if (!when) return true;
  if (when.transaction_types && !when.transaction_types.includes(facts.transaction_type ?? ''))
    return false;
  return !when.changes || Boolean(facts.changes?.includes(when.changes));
}

/**
 * The sentence of a permission the member is denied and the action needs (the route, and what
 * the screen knows of the request), as the server words its 403; undefined when none is, or
 * when the user is no member of the provider. Given several requests (a page that offers
 * Inbound and Outbound), refused only when each of them is. The auditors' rule is refusalOf's.
 */
export function permissionRefusal(
  session: Session | null,
  providerId: string | undefined,
  route: GatedRoute,
  facts: ActionFacts | readonly ActionFacts[] = {},
): string | undefined {
  const denied = findMembership(session, providerId)?.permissions_denied ?? [];
  const sentenceFor = (request: ActionFacts) =>
    permissionTable(session).find(
      (rule) =>
        denied.includes(rule.id) &&
        rule.gates.some((gate) => gate.route === route && covers(gate.when, request)),
    )?.refusal;
  const refusals = (Array.isArray(facts) ? facts : [facts]).map(sentenceFor);
  return refusals.every(Boolean) ? refusals[0] : undefined;
}

/**
 * What the server answers any write of an auditor
 * (docs/decisions/auditors-are-read-only-members.md).
 */
export const AUDITOR_REFUSAL = 'Auditors have read-only access.';

/**
 * A member denied every permission of the table is an auditor: the server refuses every write
 * of theirs on the provider's routes, whether the write needs a permission or not.
 */
export function isAuditor(session: Session | null, providerId: string | undefined): boolean {
  const denied = findMembership(session, providerId)?.permissions_denied ?? [];
  const table = permissionTable(session);
  return table.length > 0 && table.every((rule) => denied.includes(rule.id));
}

/**
 * Why the server would refuse this member an action of the provider, in the server's words;
 * null when it would not. Without `route`, any write any member may make; with it, a write or
 * read the permission table names (with `facts` where only some requests of the route need a
 * permission). An auditor is refused every write first, as the screens show it. Without a
 * membership (the client portal) there is nothing to explain here.
 */
export function refusalOf(
  session: Session | null,
  providerId: string | undefined,
  route?: GatedRoute,
  facts?: ActionFacts | readonly ActionFacts[],
): string | null {
  if (!findMembership(session, providerId)) return null;
  if (!route?.startsWith('GET ') && isAuditor(session, providerId)) return AUDITOR_REFUSAL;
  return (route && permissionRefusal(session, providerId, route, facts)) ?? null;
}

/** Whether the user is a member of the provider whom the server would let do the action. */
export function mayDo(
  session: Session | null,
  providerId: string | undefined,
  route: GatedRoute,
  facts?: ActionFacts | readonly ActionFacts[],
): boolean {
  return (
    Boolean(findMembership(session, providerId)) && !refusalOf(session, providerId, route, facts)
  );
}

/**
 * Why the server would refuse this member an action kept for the owner and members denied
 * nothing (managing the team, loading or removing demo data), or nothing: an auditor hears
 * the auditors' refusal first, anyone else denied a permission hears `refusal`.
 */
export function ownerOrUndeniedRefusal(
  session: Session | null,
  providerId: string | undefined,
  refusal: string,
): string | null {
  const membership = findMembership(session, providerId);
  if (!membership) return null;
  const first = refusalOf(session, providerId);
  if (first) return first;
  const isOwner = membership.invited_by == null;
  return isOwner || (membership.permissions_denied ?? []).length === 0 ? null : refusal;
}

/** refusalOf for the signed-in member, following the session. */
export function useRefusal(
  providerId: string | undefined,
  route?: GatedRoute,
  facts?: ActionFacts | readonly ActionFacts[],
): string | null {
  return refusalOf(useSession(), providerId, route, facts);
}

/** Whether the signed-in member is an auditor of the provider: read-only everywhere. */
export function useReadOnly(providerId: string | undefined): boolean {
  return isAuditor(useSession(), providerId);
}
