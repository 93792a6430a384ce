import { Command } from '@nestjs/cqrs';
import { Session } from '../../domain/session';
import { LinkAuth } from '../../infrastructure/link-tokens';

/** Accepting an invite: the invited user's password, the membership accepted, a session. */
export class AcceptInvite extends Command<Session> {
  constructor(
    readonly password: string,
    readonly auth: LinkAuth,
    readonly address: string,
  ) {
    super();
  }
}
