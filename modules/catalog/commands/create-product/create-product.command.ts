import { Command } from '@nestjs/cqrs';
import { ProductInput } from '../../domain/product';
import { OneProductResponse } from '../../responses/product.response.dto';

/** Add a product to the provider's catalog. */
export class CreateProduct extends Command<OneProductResponse> {
  constructor(
    readonly providerId: string,
    readonly product: ProductInput,
  ) {
    super();
  }
}
