import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';

/** Enter counted quantities for lines of an open count (null clears a line). */
export class EnterCounts extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly countId: string,
    readonly member: Member,
    readonly lines: { productId: string; counted: number | null }[],
  ) {
    super();
  }
}
