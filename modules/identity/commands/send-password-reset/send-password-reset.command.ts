import { Command } from '@nestjs/cqrs';

/** A forgotten password: mail a reset link to the email, if it has an account. */
export class SendPasswordReset extends Command<{ message: string }> {
  constructor(
    readonly email: string,
    readonly address: string,
  ) {
    super();
  }
}
