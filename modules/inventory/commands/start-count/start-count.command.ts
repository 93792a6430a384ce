import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';

/** Start a stock count of a location: every active product, or those a search matches. */
export class StartCount extends Command<{ countId: string }> {
  constructor(
    readonly providerId: string,
    readonly member: Member,
    readonly count: { locationId: string; search: string | null; notes: string | null },
  ) {
    super();
  }
}
