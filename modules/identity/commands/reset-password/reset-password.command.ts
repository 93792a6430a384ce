import { Command } from '@nestjs/cqrs';
import { Session } from '../../domain/session';
import { LinkAuth } from '../../infrastructure/link-tokens';

/** A new password from a reset link: every session of the user ends, and a new one opens. */
export class ResetPassword extends Command<Session> {
  constructor(
    readonly password: string,
    readonly auth: LinkAuth,
    readonly address: string,
  ) {
    super();
  }
}
