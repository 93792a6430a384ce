/**
 * Reads the page's first script started before the app's code had loaded (the route-preload
 * script that vite.config.ts writes): on the inbox's address, its first page, with the stored
 * session's token; on the portal's New order page, the client's providers and the products of the
 * provider it shows, with no token (the empty one). Each is taken once, by the first read of the
 * same path with the same token.
 */
interface EarlyRead {
  /** The session's access token; '' for a read that needs none (the portal's). */
  token: string;
  /** The answer's JSON body; null when it was not a 2xx (a 401 to refresh, say) or failed. */
  answer: Promise<unknown>;
}

declare global {
  interface Window {
    __stockflowEarlyReads?: Record<string, EarlyRead | undefined>;
  }
}

/**
 * The early read of `/api{path}` made with `token` ('' for the portal's reads, which need none),
 * or null: then read it the usual way.
 */
export function takeEarlyRead<T>(
  path: string,
  token: string | undefined,
): Promise<T | null> | null {
  const reads = window.__stockflowEarlyReads;
  const read = reads?.[`/api${path}`];
  if (!read || token === undefined || read.token !== token) return null;
  reads![`/api${path}`] = undefined;
  return read.answer as Promise<T | null>;
}
