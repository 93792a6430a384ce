import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ProductStockResponse } from '../../responses/stock.response.dto';
import { ProductStock } from './product-stock.query';

@Controller('provider/:provider_id/product/:product_id/stock')
export class ProductStockController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  stock(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('product_id', ParseUUIDPipe) productId: string,
  ): Promise<ProductStockResponse> {
    return this.queries.execute(new ProductStock(providerId, productId));
  }
}
