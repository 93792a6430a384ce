import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SetLanguage } from './set-language.command';

@CommandHandler(SetLanguage)
export class SetLanguageHandler implements ICommandHandler<SetLanguage> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, language }: SetLanguage) {
    const [user] = await this.em.execute<{ id: string; email: string; language: string | null }[]>(
      'UPDATE identity_users SET language = ? WHERE id = ? RETURNING id, email, language',
      [language, userId],
    );
    return { user };
  }
}
