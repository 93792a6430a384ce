import { Query } from '@nestjs/cqrs';
import { ProductView } from '../../../catalog';
import type { InventoryRowResponse } from '../../responses/inventory.response.dto';

/**
 * The Inventory grid: every recorded cell, or with `page` a page of products, their cells and
 * the number of products (optionally only products whose custom values include `metadata`);
 * with `asOf`, the figures as they stood then, as known at `knownAt`.
 */
export class Inventory extends Query<{
  rows: InventoryRowResponse[];
  products?: ProductView[];
  total?: number;
}> {
  constructor(
    readonly providerId: string,
    readonly page?: { limit: number; offset: number; metadata?: Record<string, unknown> },
    readonly asOf?: Date,
    readonly knownAt?: Date,
  ) {
    super();
  }
}
