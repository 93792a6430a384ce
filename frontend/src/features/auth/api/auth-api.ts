import type { components } from '../../../api/openapi-types';
import { apiPost } from '../../../lib/api-client';
import type { Session } from '../../../lib/session';

const anonymous = { anonymous: true } as const;

export function login(email: string, password: string): Promise<Session> {
  return apiPost<Session>('/auth/login', { email, password }, anonymous);
}

export function signup(email: string, password: string, name: string): Promise<Session> {
  return apiPost<Session>('/auth/signup', { email, password, name }, anonymous);
}

/**
 * Ends the session of `accessToken` on the server: its refresh token, and its access token
 * within seconds. The token is passed in: the session is cleared here before this is sent.
 */
export function logout(accessToken: string): Promise<void> {
  return apiPost<void>('/auth/logout', undefined, { token: accessToken });
}

type ResetSent = components['schemas']['PasswordResetSentResponse'];

export function sendReset(email: string): Promise<ResetSent> {
  return apiPost<ResetSent>('/auth/send_reset', { email }, anonymous);
}

export interface LinkTokens {
  access_token: string;
  refresh_token: string;
}

export function resetPassword(password: string, auth: LinkTokens): Promise<Session> {
  return apiPost<Session>('/auth/reset', { password, auth }, anonymous);
}

/**
 * The password-recovery event (docs/product.md §4): the link's tokens give a session, saved at
 * once.
 */
export function recoverSession(auth: LinkTokens): Promise<Session> {
  return apiPost<Session>('/auth/recover', { auth }, anonymous);
}

export function acceptInvite(password: string, auth: LinkTokens): Promise<Session> {
  return apiPost<Session>('/auth/accept-invite', { password, auth }, anonymous);
}

/** The access and refresh tokens an emailed link carries in its hash. */
export function tokensFromHash(hash: string): LinkTokens | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const access_token = params.get('access_token');
  const refresh_token = params.get('refresh_token');
  return access_token && refresh_token ? { access_token, refresh_token } : null;
}
