/**
 * The address of one inbox page, on its own (no imports): the build's route-preload script
 * (vite.config.ts) starts the same read before the app's code has loaded.
 */

/** docs/product.md §9: the inbox shows 100 per page. */
export const INBOX_PAGE_SIZE = 100;

/**
 * The inbox's two views: every incoming order (docs/product.md §2.7; what waits for staff
 * first), or only what waits for staff (`?view=action` in the page's address).
 */
export type InboxView = 'all' | 'action';

/**
 * The API path (under /api) of one page, zero-based, of the provider's inbox in `view`: the
 * server lists what waits for staff first, and `needs_action=true` lists only that.
 */
export function inboxPath(providerId: string, page: number, view: InboxView = 'all'): string {
  const only = view === 'action' ? '&needs_action=true' : '';
  return `/provider/${providerId}/orders?inbox=true${only}&limit=${INBOX_PAGE_SIZE}&offset=${page * INBOX_PAGE_SIZE}`;
}
