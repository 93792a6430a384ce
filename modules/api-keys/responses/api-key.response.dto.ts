/**
 * API keys as the API answers them, described field by field for the OpenAPI document and the
 * frontend's generated types. The store's view is this class.
 */

/** A key as the server lists it: never its secret. Dates are ISO strings. */
export class ApiKeyResponse {
  id!: string;
  name!: string;
  /** The secret's first characters (`sk_live_` and 6), enough to tell keys apart. */
  prefix!: string;
  /** `<area>:read` or `<area>:write` (write includes read). */
  scopes!: string[];
  created_at!: string;
  last_used_at!: string | null;
  revoked_at!: string | null;
}

export class ApiKeyListResponse {
  api_keys!: ApiKeyResponse[];
}

export class OneApiKeyResponse {
  api_key!: ApiKeyResponse;
}

/** A new key, with its secret: the only time the secret is shown. */
export class NewApiKeyResponse {
  api_key!: ApiKeyResponse;
  secret!: string;
}
