/**
 * The identity context's refusals. Each says what kind of refusal it is (`kind`); the platform's
 * one error filter (modules/platform/http/error-answer.ts) answers each kind with its status.
 */
export abstract class IdentityError extends Error {
  abstract readonly kind: 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_many';
  /** The `error` field of the answer, when the screens read another text than the message. */
  readonly title?: string;

  constructor(message: string, title?: string) {
    super(message);
    this.name = new.target.name;
    this.title = title;
  }
}

/** No valid sign-in: a missing, bad or expired token, an ended session, wrong credentials. */
export class NotSignedIn extends IdentityError {
  readonly kind = 'unauthorized' as const;
}

/** Signed in, but not allowed: not a member, a denied permission, a team rule. */
export class NotAllowed extends IdentityError {
  readonly kind = 'forbidden' as const;
}

/** What the request names does not exist (here). */
export class NotFound extends IdentityError {
  readonly kind = 'not_found' as const;
}

/** The change clashes with what exists: an email already registered, an invite accepted. */
export class Clash extends IdentityError {
  readonly kind = 'conflict' as const;
}

/**
 * Too many attempts from this caller; it may try again after `retryAfterSeconds`, which the
 * answer carries in `Retry-After` and in `retry_after`.
 */
export class TooManyAttempts extends IdentityError {
  readonly kind = 'too_many' as const;

  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}
