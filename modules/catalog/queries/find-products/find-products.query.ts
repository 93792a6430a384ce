import { Query } from '@nestjs/cqrs';

/** A product as a search finds it. */
export interface FoundProduct {
  id: string;
  name: string;
  sku: string | null;
  barcode: string | null;
  active: boolean;
}

/**
 * The provider's products a text finds, best first, at most `limit`: its SKU or barcode exactly,
 * then names (and SKUs) starting with it, then names holding it; by name within each.
 */
export class FindProducts extends Query<FoundProduct[]> {
  constructor(
    readonly providerId: string,
    readonly text: string,
    readonly limit: number,
  ) {
    super();
  }
}
