import { Query } from '@nestjs/cqrs';
import type { OneCountResponse } from '../../responses/count.response.dto';

/** A count with its lines (only those of `productIds` when given). */
export class CountById extends Query<OneCountResponse> {
  constructor(
    readonly providerId: string,
    readonly countId: string,
    readonly productIds?: readonly string[],
  ) {
    super();
  }
}
