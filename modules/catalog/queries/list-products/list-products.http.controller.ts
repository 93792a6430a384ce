import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { pageOf } from '../../../platform';
import { ProductListResponse } from '../../responses/product.response.dto';
import { ListProducts } from './list-products.query';
import { ListProductsQuery } from './list-products.request.dto';

/** Products list page size (docs/product.md §9). */
const PAGE_SIZE = 50;

/** GET the products (docs/product.md §7, Products). */
@Controller('provider/:provider_id')
export class ListProductsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('products')
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListProductsQuery,
  ): Promise<ProductListResponse> {
    return this.queries.execute(
      new ListProducts(providerId, pageOf(query, PAGE_SIZE), query.search),
    );
  }
}
