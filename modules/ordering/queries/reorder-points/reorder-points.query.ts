import { Query } from '@nestjs/cqrs';
import type { ReorderPointView } from '../../infrastructure/reorder-points-read-model';

/** The reorder points set, of one product (Product detail) or all. */
export class ReorderPoints extends Query<{ reorder_points: ReorderPointView[] }> {
  constructor(
    readonly providerId: string,
    readonly productId?: string,
  ) {
    super();
  }
}
