import { Query } from '@nestjs/cqrs';
import type { CountDetailView } from '../list-counts/count.types';

/** A count with its lines (only those of `productIds` when given). */
export class CountById extends Query<{ count: CountDetailView }> {
  constructor(
    readonly providerId: string,
    readonly countId: string,
    readonly productIds?: readonly string[],
  ) {
    super();
  }
}
