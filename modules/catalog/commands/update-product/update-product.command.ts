import { Command } from '@nestjs/cqrs';
import { ProductChange } from '../../domain/product';
import { OneProductResponse } from '../../responses/product.response.dto';

/** Change a product's name, price, photo, active flag or custom-field values. */
export class UpdateProduct extends Command<OneProductResponse> {
  constructor(
    readonly providerId: string,
    readonly productId: string,
    readonly change: ProductChange,
  ) {
    super();
  }
}
