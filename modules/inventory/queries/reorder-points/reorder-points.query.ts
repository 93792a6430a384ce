import { Query } from '@nestjs/cqrs';
import type { ReorderPointListResponse } from '../../responses/reorder-point.response.dto';

/** The reorder points set, of one product (Product detail) or all. */
export class ReorderPoints extends Query<ReorderPointListResponse> {
  constructor(
    readonly providerId: string,
    readonly productId?: string,
  ) {
    super();
  }
}
