import { PERMISSION_TABLE } from '../../../modules/identity/domain/permissions';
import type { Session, SessionProvider } from './session';

/**
 * For the specs: a session as the server answers it (user u@example.test), a member of
 * `providers`, with the permission table the server sends (`table`, by default the real one).
 */
export function sessionWith(
  providers: Pick<SessionProvider, 'provider_id' | 'invited_by' | 'permissions_denied'>[],
  table: unknown = PERMISSION_TABLE,
): Session {
  const tokens = {
    access_token: 'a',
    refresh_token: 'r',
    token_type: 'bearer' as const,
    expires_in: 3600,
    expires_at: 0,
  };
  return {
    ...tokens,
    user: {
      id: 'u',
      email: 'u@example.test',
      language: null,
      identities: [],
      factors: [],
      session: tokens,
    },
    providers: providers.map((membership) => ({ provider: membership.provider_id, ...membership })),
    permissions: JSON.parse(JSON.stringify(table)),
  } as Session;
}
