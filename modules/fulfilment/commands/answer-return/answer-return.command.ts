import { Command } from '@nestjs/cqrs';
import type { Member } from '../../../identity';

/** Staff approve a requested return, or refuse it with a reason the client reads. */
export class AnswerReturn extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly member: Member,
    readonly orderId: string,
    readonly sequence: number,
    readonly answer: { approve: true } | { approve: false; reason: string },
  ) {
    super();
  }
}
