import { Query } from '@nestjs/cqrs';

/** A product's stock per location, by location name (spec 3, Product stock entry). */
export class ProductStock extends Query<{
  stock: {
    location_id: string;
    location_name: string;
    current_stock: number;
    committed_stock: number;
  }[];
}> {
  constructor(
    readonly providerId: string,
    readonly productId: string,
  ) {
    super();
  }
}
