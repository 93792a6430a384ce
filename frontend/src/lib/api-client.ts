/**
 * The one way the SPA talks to the API: same origin, under /api, JSON in and out. Sends the
 * session's bearer token; on a 401 refreshes the session once (shared by concurrent requests)
 * and retries; when that cannot recover, clears the session and sends the browser to /login.
 */
import { i18n } from '../i18n';
import { clearSession, getSession, type Session, setSession } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(serverMessage(body) ?? `API answered ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * An answer asking again cannot change: a 4xx (an unknown or malformed id, a refusal), except a
 * timeout or too many requests.
 */
export function isFinalAnswer(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/**
 * A read answered with a final refusal and nothing to show (an unknown or malformed id): its
 * "not found" page stays as it is; asked again, the read would only take that page off the
 * screen while the same answer comes back.
 */
export function refusedForGood(read: { data: unknown; error: unknown }): boolean {
  return read.data === undefined && isFinalAnswer(read.error);
}

/** What a failed request says to the user: the server's words, else a plain retry message. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : i18n.t('errors.tryAgain');
}

/** The server's own explanation, from `message` (string or list) or `error`. */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message.join(', ');
  if (typeof error === 'string' && error) return error;
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  // 204 (a DELETE) and 205 carry no body at all.
  if (response.status === 204 || response.status === 205) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Auth calls (login, signup, …) answer 401 as a plain failure: no refresh, no redirect. */
  anonymous?: boolean;
  /** Sent as the bearer instead of the stored session's (which may be gone); no refresh. */
  token?: string;
}

function isSession(value: unknown): value is Session {
  const candidate = value as Partial<Session> | null | undefined;
  return typeof candidate?.access_token === 'string' && typeof candidate.refresh_token === 'string';
}

let refreshing: Promise<Session | null> | null = null;

async function refreshSession(): Promise<Session | null> {
  const refreshToken = getSession()?.refresh_token;
  if (!refreshToken) return null;
  try {
    const response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    // Refused (not a network failure): a refresh token that will never work again.
    if (response.status >= 400 && response.status < 500) refusedRefresh = true;
    if (!response.ok) return null;
    const body = await readBody(response);
    if (!isSession(body)) return null;
    setSession(body);
    return body;
  } catch {
    return null;
  }
}

let refusedRefresh = false;

/**
 * docs/product.md §4 and §9: the session's auto-refresh tick, and how many ticks ahead it
 * refreshes.
 */
const REFRESH_TICK_MS = 30_000;
const REFRESH_TICKS_AHEAD = 3;
/** On start, a session expiring within this is refreshed before anything else uses it. */
const START_MARGIN_MS = 10_000;

/** Whether a session expiring at `expiresAt` (seconds) is due for a refresh `marginMs` ahead. */
function refreshDue(expiresAt: number, now: number, marginMs: number): boolean {
  return expiresAt * 1000 - now <= marginMs;
}

/**
 * Refreshes the session before it expires, as the spec's auth client does: on start when the
 * token expires within 10 s (or the stored session has no permission table, which came with
 * sessions later), then every 30 s when 3 ticks or fewer remain. A refresh the server
 * refuses ends the session (the screens go to the login); a network failure waits for the next
 * tick. A 401 on a request stays the fallback. Answers a stop function.
 */
export function keepSessionFresh(): () => void {
  const refreshIfDue = async (marginMs: number) => {
    const session = getSession();
    if (!session) return;
    if (session.permissions && !refreshDue(session.expires_at, Date.now(), marginMs)) return;
    refusedRefresh = false;
    if (!(await sharedRefresh()) && refusedRefresh) clearSession();
  };
  void refreshIfDue(START_MARGIN_MS);
  const timer = setInterval(
    () => void refreshIfDue(REFRESH_TICKS_AHEAD * REFRESH_TICK_MS),
    REFRESH_TICK_MS,
  );
  return () => clearInterval(timer);
}

/** Concurrent 401s share one refresh. */
function sharedRefresh(): Promise<Session | null> {
  if (!refreshing) {
    refreshing = refreshSession().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

function goToLogin(): void {
  clearSession();
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

/**
 * docs/product.md §7 (refresh): a request retried after a refresh carries the new token, JSON
 * Accept and `application/x-www-form-urlencoded`; the server reads such a body as the JSON it
 * is. Multipart and CSV bodies keep their own type: the server could not read them otherwise.
 */
const RETRIED = 'application/x-www-form-urlencoded';

function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  token: string | undefined,
  retry = false,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const encoded = encodeBody(body);
  if (retry && (encoded.contentType === 'application/json' || body === undefined))
    headers['Content-Type'] = RETRIED;
  else if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
  if (token) headers.Authorization = `Bearer ${token}`;
  else Object.assign(headers, anonymousHeaders(path));
  return fetch(`/api${path}`, {
    method,
    headers,
    body: encoded.payload,
    signal: options.signal,
  });
}

let anonymousHeaders: (path: string) => Record<string, string> = () => ({});

/**
 * Headers a feature adds to the calls sent without a bearer (the client portal's): a signed-in
 * buyer's session (features/buyers). Set once, when that feature loads.
 */
export function setAnonymousHeaders(headersFor: (path: string) => Record<string, string>): void {
  anonymousHeaders = headersFor;
}

/**
 * JSON unless the body is already a wire format: FormData goes as multipart (the browser writes
 * the content type with its boundary), a Blob or File as its own type (e.g. text/csv).
 */
function encodeBody(body: unknown): { payload?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { payload: body };
  if (body instanceof Blob) {
    return { payload: body, contentType: body.type || 'application/octet-stream' };
  }
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

/** Sends with the session's token and does the 401 refresh-and-retry; the answer is not read. */
async function sendWithRefresh(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const own = !options.anonymous && options.token === undefined;
  const token = own ? getSession()?.access_token : options.token;
  let response = await send(method, path, body, options, token);
  if (response.status === 401 && own) {
    const renewed = await sharedRefresh();
    if (!renewed) {
      goToLogin();
      throw new ApiError(401, await readBody(response));
    }
    response = await send(method, path, body, options, renewed.access_token, true);
    if (response.status === 401) {
      goToLogin();
      throw new ApiError(401, await readBody(response));
    }
  }
  return response;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await sendWithRefresh(method, path, body, options);
  const answer = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, answer);
  return answer as T;
}

/** A file the API serves (e.g. a CSV export), read as a Blob with the same auth as JSON calls. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await sendWithRefresh('GET', path, undefined, options);
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  return response.blob();
}

export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('GET', path, undefined, options);
}

export function apiPost<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('POST', path, body ?? {}, options);
}

export function apiPut<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('PUT', path, body ?? {}, options);
}

/** DELETE answers 204 with no body, so the result is usually undefined. */
export function apiDelete<T = void>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('DELETE', path, undefined, options);
}

/** The `total` of a paginated list answer ({ …, pagination: { total } }). */
export interface Paginated {
  pagination?: { total?: number };
}

/**
 * Every row of a paginated list, page after page (for selects that need them all, such as the
 * client and product pickers). `read` takes one page's rows out of the answer.
 */
export async function apiGetAllPages<T, B extends Paginated>(
  path: (limit: number, offset: number) => string,
  read: (body: B) => T[],
  options: RequestOptions = {},
  pageSize = 50,
): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const body = await apiGet<B>(path(pageSize, rows.length), options);
    const page = read(body);
    rows.push(...page);
    const total = body?.pagination?.total ?? rows.length;
    if (page.length === 0 || rows.length >= total) return rows;
  }
}
