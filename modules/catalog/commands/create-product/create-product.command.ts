import { Command } from '@nestjs/cqrs';
import { ProductInput, ProductView } from '../../domain/product';

/** Add a product to the provider's catalog. */
export class CreateProduct extends Command<{ product: ProductView }> {
  constructor(
    readonly providerId: string,
    readonly product: ProductInput,
  ) {
    super();
  }
}
