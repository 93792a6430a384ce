/**
 * The refusals of API keys, each with its kind; the platform's error filter answers each kind
 * with its status and the JSON error shape (a 429 with `Retry-After`).
 */
export abstract class ApiKeyError extends Error {
  abstract readonly kind: 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'too_many';

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidKeyRequest extends ApiKeyError {
  readonly kind = 'invalid' as const;
}

/** The bearer is shaped like a key but is none: unknown, or revoked. */
export class UnknownKey extends ApiKeyError {
  readonly kind = 'unauthorized' as const;

  constructor() {
    super('Invalid or revoked API key.');
  }
}

/** A key outside what it may do: another provider, a scope it lacks, a route keys never use. */
export class KeyNotAllowed extends ApiKeyError {
  readonly kind = 'forbidden' as const;
}

export class OwnerOnly extends ApiKeyError {
  readonly kind = 'forbidden' as const;

  constructor() {
    super('Only the owner can manage API keys.');
  }
}

export class KeyNotFound extends ApiKeyError {
  readonly kind = 'not_found' as const;

  constructor() {
    super('No such API key.');
  }
}

/** More requests in a minute than a key may make; it may retry after `retryAfterSeconds`. */
export class KeyRateLimited extends ApiKeyError {
  readonly kind = 'too_many' as const;

  constructor(readonly retryAfterSeconds: number) {
    super(
      `Too many requests with this API key. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    );
  }
}
