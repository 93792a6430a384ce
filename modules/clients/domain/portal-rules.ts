import { NotInPortal, OnlyProviderLeft } from './client-errors';

/** The email several providers gave their records, as the portals compare it. */
export const portalEmail = (email: string) => email.trim().toLowerCase();

/** Whether an edit gives a client another email (a new request), case and spacing aside. */
export const givesNewEmail = (stored: string, next: string | undefined): next is string =>
  next !== undefined && portalEmail(next) !== portalEmail(stored);

/**
 * Why a client may not leave this provider from its portal, or null: the provider must be in
 * the portal, and must not be the last one (a portal with none would open onto nothing).
 */
export function leaveRefusal(
  providersInPortal: readonly string[],
  providerId: string,
): NotInPortal | OnlyProviderLeft | null {
  if (!providersInPortal.includes(providerId)) return new NotInPortal();
  if (providersInPortal.length === 1) return new OnlyProviderLeft();
  return null;
}
