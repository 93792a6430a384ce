/**
 * The identity context's refusals, by kind. Services throw these; the HTTP layer answers each
 * kind with its status in one place (identity-errors.filter.ts).
 */
export abstract class IdentityError extends Error {
  /** The `error` field of the answer, when the screens read another text than the message. */
  readonly title?: string;

  constructor(message: string, title?: string) {
    super(message);
    this.name = new.target.name;
    this.title = title;
  }
}

/** No valid sign-in: a missing, bad or expired token, an ended session, wrong credentials. */
export class NotSignedIn extends IdentityError {}

/** Signed in, but not allowed: not a member, a denied permission, a team rule. */
export class NotAllowed extends IdentityError {}

/** What the request names does not exist (here). */
export class NotFound extends IdentityError {}

/** The change clashes with what exists: an email already registered, an invite accepted. */
export class Clash extends IdentityError {}

/** Too many attempts from this caller; it may try again after `retryAfterSeconds`. */
export class TooManyAttempts extends IdentityError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}
