import { Injectable } from '@nestjs/common';
import { Database } from '../../platform';
import { SignedInUser } from '../sessions/authenticator';
import { Sessions } from '../sessions/sessions';

/** Logout: ends the caller's session, its refresh tokens and access tokens with it. */
@Injectable()
export class LogoutService {
  constructor(
    private readonly db: Database,
    private readonly sessions: Sessions,
  ) {}

  async logout(user: SignedInUser): Promise<void> {
    this.sessions.forget(await this.sessions.end(this.db, { sessionId: user.sessionId }, 'logout'));
  }
}
