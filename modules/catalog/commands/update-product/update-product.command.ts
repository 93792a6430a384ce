import { Command } from '@nestjs/cqrs';
import { ProductChange, ProductView } from '../../domain/product';

/** Change a product's name, price, photo, active flag or custom-field values. */
export class UpdateProduct extends Command<{ product: ProductView }> {
  constructor(
    readonly providerId: string,
    readonly productId: string,
    readonly change: ProductChange,
  ) {
    super();
  }
}
