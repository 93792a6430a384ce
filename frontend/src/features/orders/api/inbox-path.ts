/**
 * The address of one inbox page, on its own (no imports): the build's route-preload script
 * (vite.config.ts) starts the same read before the app's code has loaded.
 */

/** docs/product.md §9: the inbox shows 100 per page. */
export const INBOX_PAGE_SIZE = 100;

/** The API path (under /api) of one page, zero-based, of the provider's inbox. */
export function inboxPath(providerId: string, page: number): string {
  return `/provider/${providerId}/orders?inbox=true&limit=${INBOX_PAGE_SIZE}&offset=${page * INBOX_PAGE_SIZE}`;
}
