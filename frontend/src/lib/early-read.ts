/**
 * Reads the page's first script started before the app's code had loaded (the route-preload
 * script that vite.config.ts writes): on the inbox's address, its first page, with the stored
 * session's token. Each is taken once, by the first read of the same path with the same token.
 */
interface EarlyRead {
  token: string;
  /** The answer's JSON body; null when it was not a 2xx (a 401 to refresh, say) or failed. */
  answer: Promise<unknown>;
}

declare global {
  interface Window {
    __stockflowEarlyReads?: Record<string, EarlyRead | undefined>;
  }
}

/** The early read of `/api{path}` made with `token`, or null: then read it the usual way. */
export function takeEarlyRead<T>(
  path: string,
  token: string | undefined,
): Promise<T | null> | null {
  const reads = window.__stockflowEarlyReads;
  const read = reads?.[`/api${path}`];
  if (!read || !token || read.token !== token) return null;
  reads![`/api${path}`] = undefined;
  return read.answer as Promise<T | null>;
}
