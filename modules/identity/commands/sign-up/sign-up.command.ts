import { Command } from '@nestjs/cqrs';
import { Session } from '../../domain/session';

/** Sign-up: a user, the provider named after the business, its owner membership, a session. */
export class SignUp extends Command<Session> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly businessName: string,
    /**
     * The caller's address, counted against `AUTH_ATTEMPTS_PER_IP`; none for a sign-up the app
     * makes itself (the demo seed).
     */
    readonly address?: string,
  ) {
    super();
  }
}
