import { Command } from '@nestjs/cqrs';
import { Session } from '../../domain/session';

/** Login with an email and a password, from the caller's address. */
export class LogIn extends Command<Session> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly address: string,
  ) {
    super();
  }
}
