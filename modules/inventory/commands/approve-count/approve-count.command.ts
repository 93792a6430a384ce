import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';

/** Approve a count: each counted variance becomes an ADJUST with reason COUNT. */
export class ApproveCount extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly countId: string,
    readonly member: Member,
  ) {
    super();
  }
}
