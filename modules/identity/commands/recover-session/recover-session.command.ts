import { Command } from '@nestjs/cqrs';
import { Session } from '../../domain/session';
import { LinkAuth } from '../../infrastructure/link-tokens';

/** Opening a password-recovery link signs its user in (the link still sets the password). */
export class RecoverSession extends Command<Session> {
  constructor(
    readonly auth: LinkAuth,
    readonly address: string,
  ) {
    super();
  }
}
