/**
 * The one way the SPA talks to the API: same origin, under /api, JSON in and out. Sends the
 * session's bearer token; on a 401 refreshes the session once (shared by concurrent requests)
 * and retries; when that cannot recover, clears the session and sends the browser to /login.
 */
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
    if (!response.ok) return null;
    const body = await readBody(response);
    if (!isSession(body)) return null;
    setSession(body);
    return body;
  } catch {
    return null;
  }
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

function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  token: string | undefined,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const token = options.anonymous ? undefined : getSession()?.access_token;
  let response = await send(method, path, body, options, token);
  if (response.status === 401 && !options.anonymous) {
    const renewed = await sharedRefresh();
    if (!renewed) {
      goToLogin();
      throw new ApiError(401, await readBody(response));
    }
    response = await send(method, path, body, options, renewed.access_token);
    if (response.status === 401) {
      goToLogin();
      throw new ApiError(401, await readBody(response));
    }
  }
  const answer = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, answer);
  return answer as T;
}

export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('GET', path, undefined, options);
}

export function apiPost<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('POST', path, body ?? {}, options);
}
