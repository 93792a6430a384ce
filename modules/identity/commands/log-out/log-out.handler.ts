import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sessions } from '../../infrastructure/sessions';
import { LogOut } from './log-out.command';

@CommandHandler(LogOut)
export class LogOutHandler implements ICommandHandler<LogOut> {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: Sessions,
  ) {}

  async execute({ sessionId }: LogOut) {
    this.sessions.forget(await this.sessions.end(this.em, { sessionId }, 'logout'));
  }
}
