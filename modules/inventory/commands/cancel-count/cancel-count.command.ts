import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';

/** Cancel an open count: nothing is adjusted. */
export class CancelCount extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly countId: string,
    readonly member: Member,
  ) {
    super();
  }
}
