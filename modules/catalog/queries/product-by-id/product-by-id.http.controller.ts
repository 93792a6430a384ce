import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OneProductResponse } from '../../responses/product.response.dto';
import { ProductById } from './product-by-id.query';

/** GET a product (docs/product.md §7, Products). */
@Controller('provider/:provider_id')
export class ProductByIdController {
  constructor(private readonly queries: QueryBus) {}

  @Get('product/:product_id')
  get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('product_id', ParseUUIDPipe) productId: string,
  ): Promise<OneProductResponse> {
    return this.queries.execute(new ProductById(providerId, productId));
  }
}
