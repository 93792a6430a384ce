import { PERMISSION_TABLE, PermissionRule } from './permissions';

/** The session the API answers with (docs/product.md §3), built from what the server knows. */
export interface MembershipView {
  providerId: string;
  invitedBy: string | null;
  permissionsDenied: string[];
}

export interface Session {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  /** Seconds the access token lives, and when it expires (unix seconds). */
  expires_in: number;
  expires_at: number;
  /** docs/product.md §3: `user.session` holds the tokens too. */
  user: {
    id: string;
    email: string;
    /** The language the user chose for the app's screens; null: none chosen. */
    language: string | null;
    identities: unknown[];
    factors: unknown[];
    session: Pick<
      Session,
      'access_token' | 'refresh_token' | 'token_type' | 'expires_in' | 'expires_at'
    >;
  };
  providers: {
    provider: string;
    provider_id: string;
    invited_by: string | null;
    permissions_denied: string[];
  }[];
  /**
   * The permission table (./permissions): what each permission a membership may deny gates, and
   * what a member denied it reads, so the screens explain a refusal before the server makes it.
   */
  permissions: readonly PermissionRule[];
}

export function buildSession(input: {
  user: { id: string; email: string; language: string | null };
  memberships: readonly MembershipView[];
  accessToken: string;
  refreshToken: string;
  issuedAt: number;
  accessTtlSeconds: number;
}): Session {
  const tokens = {
    access_token: input.accessToken,
    refresh_token: input.refreshToken,
    token_type: 'bearer' as const,
    expires_in: input.accessTtlSeconds,
    expires_at: input.issuedAt + input.accessTtlSeconds,
  };
  return {
    ...tokens,
    user: {
      id: input.user.id,
      email: input.user.email,
      language: input.user.language,
      identities: [],
      factors: [],
      session: tokens,
    },
    providers: input.memberships.map((m) => ({
      provider: m.providerId,
      provider_id: m.providerId,
      invited_by: m.invitedBy,
      permissions_denied: m.permissionsDenied,
    })),
    permissions: PERMISSION_TABLE,
  };
}

/** Emails compare case-insensitively and without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
