import { ApiProperty } from '@nestjs/swagger';
import { USER_LANGUAGES } from '../domain/language';
import type { GatedChange, RouteKey } from '../domain/permissions';
import type { Session } from '../domain/session';

/**
 * The session every sign-in answers (docs/product.md §3, Session), described field by field for the
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
  /** The language the user chose for the app's screens (`en`, `fr`); null: none chosen. */
  @ApiProperty({ type: String, nullable: true, enum: USER_LANGUAGES })
  language!: string | null;
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

/** Which requests of a route a permission gates, when not every one of them. */
export class PermissionGateCaseResponse {
  @ApiProperty({
    required: false,
    type: [String],
    description:
      "The order's or movement's transaction_type: the one the request places, or the one of the order it changes.",
  })
  transaction_types?: readonly string[];
  @ApiProperty({
    required: false,
    enum: ['status', 'custom_values'],
    description:
      "Only requests that change this: an order's status (fulfil, cancel), or custom-field values.",
  })
  changes?: GatedChange;
}

/** One action a permission gates. */
export class PermissionGateResponse {
  @ApiProperty({
    type: String,
    description: 'METHOD /api/path/{param}, as this document writes the route.',
  })
  route!: RouteKey;
  @ApiProperty({
    required: false,
    type: () => PermissionGateCaseResponse,
    description: 'Absent: every request of the route.',
  })
  when?: PermissionGateCaseResponse;
}

/** A permission a membership may deny (`permissions_denied`), and what it gates. */
export class PermissionResponse {
  @ApiProperty()
  id!: string;
  @ApiProperty({ description: 'What the server answers (403) a member denied it.' })
  refusal!: string;
  @ApiProperty({ description: 'How the team screen names it.' })
  label!: string;
  @ApiProperty({ description: 'What the team screen says it allows.' })
  description!: string;
  @ApiProperty({ type: () => [PermissionGateResponse] })
  gates!: readonly PermissionGateResponse[];
}

export class SessionResponse extends SessionTokensResponse implements Session {
  user!: SessionUserResponse;
  providers!: SessionProviderResponse[];
  @ApiProperty({
    type: () => [PermissionResponse],
    description: 'The permission table: what each permission gates and its refusal.',
  })
  permissions!: readonly PermissionResponse[];
}

/** The answer to a reset request, the same whether or not the email has an account. */
export class PasswordResetSentResponse {
  message!: string;
}
