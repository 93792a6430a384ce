import { ApiProperty } from '@nestjs/swagger';
import type { Session } from '../domain/session';

/**
 * The session every sign-in answers (spec section 3, Session), described field by field for the
 * OpenAPI document and the frontend's generated types. It implements the domain's session, and
 * the controllers answer it, so the two cannot drift apart.
 */

/** The tokens of a session: at its top, and again in `user.session`. */
export class SessionTokensResponse {
  access_token!: string;
  refresh_token!: string;
  // One literal is no union: the plugin would say `string`.
  @ApiProperty({ enum: ['bearer'] })
  token_type!: 'bearer';
  /** Seconds the access token lives. */
  expires_in!: number;
  /** When the access token expires (unix seconds). */
  expires_at!: number;
}

export class SessionUserResponse {
  id!: string;
  email!: string;
  /** Always empty: kept for the spec's session shape. */
  @ApiProperty({ type: 'array', items: {} })
  identities!: unknown[];
  /** Always empty: kept for the spec's session shape. */
  @ApiProperty({ type: 'array', items: {} })
  factors!: unknown[];
  session!: SessionTokensResponse;
}

/** A provider the user belongs to. */
export class SessionProviderResponse {
  /** The provider's id (as `provider_id`). */
  provider!: string;
  provider_id!: string;
  /** The member who invited the user, null for the provider's owner. */
  invited_by!: string | null;
  /** The permissions the owner took away from the user. */
  permissions_denied!: string[];
}

export class SessionResponse extends SessionTokensResponse implements Session {
  user!: SessionUserResponse;
  providers!: SessionProviderResponse[];
}

/** The answer to a reset request, the same whether or not the email has an account. */
export class PasswordResetSentResponse {
  message!: string;
}
