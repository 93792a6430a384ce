import { Command } from '@nestjs/cqrs';
import { UserLanguage } from '../../domain/language';

/** The user's own account: the language they chose for the app's screens (null: none). */
export interface AccountUser {
  id: string;
  email: string;
  language: string | null;
}

/** Sets the language the signed-in user reads the app in, on every device they use. */
export class SetLanguage extends Command<{ user: AccountUser }> {
  constructor(
    readonly userId: string,
    readonly language: UserLanguage | null,
  ) {
    super();
  }
}
