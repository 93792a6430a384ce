import { Command } from '@nestjs/cqrs';
import { Session } from '../../domain/session';

/** New tokens for a session, in exchange for its refresh token (single use). */
export class RefreshSession extends Command<Session> {
  constructor(readonly refreshToken: string) {
    super();
  }
}
