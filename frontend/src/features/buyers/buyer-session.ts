import { useSyncExternalStore } from 'react';
import type { components } from '../../api/openapi-types';
import { setAnonymousHeaders } from '../../lib/api-client';

export type PortalBuyer = components['schemas']['BuyerResponse'];

/** A buyer signed in on this device to the portal of one link key. */
export interface BuyerSession {
  token: string;
  expiresAt: string;
  buyer: PortalBuyer;
}

const storageKey = (linkKey: string) => `stockflow.buyer-session.${linkKey.toLowerCase()}`;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function read(linkKey: string): BuyerSession | null {
  try {
    const raw = window.localStorage.getItem(storageKey(linkKey));
    if (!raw) return null;
    const session = JSON.parse(raw) as BuyerSession;
    if (typeof session?.token !== 'string' || Date.parse(session.expiresAt) <= Date.now()) {
      window.localStorage.removeItem(storageKey(linkKey));
      return null;
    }
    return session;
  } catch {
    return null;
  }
}

// Snapshots by key, so that useSyncExternalStore sees the same object until a change.
const snapshots = new Map<string, { raw: string | null; session: BuyerSession | null }>();

function snapshot(linkKey: string): BuyerSession | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(storageKey(linkKey));
  } catch {
    raw = null;
  }
  const known = snapshots.get(linkKey);
  if (known && known.raw === raw) return known.session;
  const session = raw ? read(linkKey) : null;
  snapshots.set(linkKey, { raw, session });
  return session;
}

/** The buyer signed in on this device to the portal of `linkKey`, or null. */
export function buyerSessionOf(linkKey: string): BuyerSession | null {
  return snapshot(linkKey);
}

/**
 * Keeps a buyer's session on this device (the portal is opened by its link, so the session is
 * kept per link key, apart from any staff session of the same browser).
 */
export function saveBuyerSession(linkKey: string, session: BuyerSession): void {
  try {
    window.localStorage.setItem(storageKey(linkKey), JSON.stringify(session));
  } catch {
    // A browser that keeps nothing keeps the buyer anonymous.
  }
  changed();
}

export function clearBuyerSession(linkKey: string): void {
  try {
    window.localStorage.removeItem(storageKey(linkKey));
  } catch {
    // Nothing kept, nothing to clear.
  }
  changed();
}

/** The signed-in buyer of this portal, following sign-in and sign-out (and other tabs). */
export function useBuyerSession(linkKey: string): BuyerSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
    () => snapshot(linkKey),
  );
}

export const BUYER_SESSION_HEADER = 'X-Buyer-Session';
const SIGNING_IN = /^\/client\/[^/]+\/buyers\/(sign-in|session)$/;
const PORTAL_PATH = /^\/client\/([0-9a-fA-F-]{36})(\/|$|\?)/;

/**
 * The buyer's session header of an API call sent without a bearer: the session kept for the
 * portal the call is about (its `/client/{key}/…` path, else the page's), none when nobody is
 * signed in there. Asking for a link and spending one carry none: a stale session kept on the
 * device would only have them refused, and a spent link opened by mistake must not end the
 * live one.
 */
export function buyerHeadersFor(
  path: string,
  pagePath: string,
  sessionOf: (linkKey: string) => BuyerSession | null,
): Record<string, string> {
  if (SIGNING_IN.test(path)) return {};
  const key = PORTAL_PATH.exec(path)?.[1] ?? PORTAL_PATH.exec(pagePath)?.[1];
  const session = key ? sessionOf(key) : null;
  return session ? { [BUYER_SESSION_HEADER]: session.token } : {};
}

// Every call the portal sends without a bearer carries the buyer's session, placing an order
// included: the server records who placed it.
setAnonymousHeaders((path) => buyerHeadersFor(path, window.location.pathname, buyerSessionOf));
