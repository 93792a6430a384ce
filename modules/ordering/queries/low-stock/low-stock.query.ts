import { Query } from '@nestjs/cqrs';
import type {
  LowStockFilter,
  ReorderPointView,
} from '../../infrastructure/reorder-points-read-model';

/** A page of the provider's low stocks (at or below their minimum), the longest low first. */
export class LowStock extends Query<{
  low_stock: ReorderPointView[];
  pagination: { total: number };
}> {
  constructor(
    readonly providerId: string,
    readonly filter: LowStockFilter,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}
