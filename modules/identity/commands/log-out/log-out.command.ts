import { Command } from '@nestjs/cqrs';

/** Logout: ends the caller's session, its refresh tokens and access tokens with it. */
export class LogOut extends Command<void> {
  constructor(readonly sessionId: string) {
    super();
  }
}
