import { useSyncExternalStore } from 'react';
import type { components } from '../api/openapi-types';

/** The one local storage key the product keeps its session under (spec 3, Session). */
export const SESSION_KEY = 'stockflow.session';

type Schemas = components['schemas'];

/** A provider the user belongs to, as the session names it. */
export type SessionProvider = Schemas['SessionProviderResponse'];

export type SessionUser = Schemas['SessionUserResponse'];

/** The session every sign-in answers (spec section 3), kept as it came. */
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

/** Whether the user is a member of the provider and not denied `permission` (spec 6). */
export function mayDo(
  session: Session | null,
  providerId: string | undefined,
  permission: Permission,
): boolean {
  const membership = findMembership(session, providerId);
  return Boolean(membership) && !membership?.permissions_denied?.includes(permission);
}

export type Permission = 'orders:create' | 'inventory:update';

/** Spec 5 and 6: what the server answers a member denied a permission. */
export const PERMISSION_REFUSALS: Record<Permission, string> = {
  'inventory:update': "You don't have permission to adjust inventory.",
  'orders:create': "You don't have permission to place orders.",
};

/** What the server answers any write of an auditor (docs/decisions.md, Audit). */
export const AUDITOR_REFUSAL = 'Auditors have read-only access.';

/**
 * A member denied both permissions is an auditor: the server refuses every write of theirs on
 * the provider's routes, whether the write needs a permission or not.
 */
export function isAuditor(session: Session | null, providerId: string | undefined): boolean {
  const denied = findMembership(session, providerId)?.permissions_denied ?? [];
  return denied.includes('inventory:update') && denied.includes('orders:create');
}

/**
 * Why the server would refuse this member a write of the provider that needs `permission` (none:
 * any member may make it), in the server's words; null when it would not. Without a membership
 * (the client portal) there is nothing to explain here.
 */
export function refusalOf(
  session: Session | null,
  providerId: string | undefined,
  permission?: Permission,
): string | null {
  const membership = findMembership(session, providerId);
  if (!membership) return null;
  if (isAuditor(session, providerId)) return AUDITOR_REFUSAL;
  if (permission && membership.permissions_denied?.includes(permission))
    return PERMISSION_REFUSALS[permission];
  return null;
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
export function useRefusal(providerId: string | undefined, permission?: Permission): string | null {
  return refusalOf(useSession(), providerId, permission);
}

/** Whether the signed-in member is an auditor of the provider: read-only everywhere. */
export function useReadOnly(providerId: string | undefined): boolean {
  return isAuditor(useSession(), providerId);
}
