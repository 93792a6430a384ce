import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { pageOf } from '../../platform';
import {
  CreateProductRequest,
  ListProductsQuery,
  UpdateProductRequest,
} from './product.request.dto';
import { ProductsService } from './products.service';

/** Products list page size (spec section 9). */
const PAGE_SIZE = 50;

/** Products (spec section 7, Products). */
@Controller('provider/:provider_id')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('products')
  async list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListProductsQuery,
  ) {
    const { products, total } = await this.products.list(providerId, pageOf(query, PAGE_SIZE));
    return { products, pagination: { total } };
  }

  @Post('product')
  async create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreateProductRequest,
  ) {
    return { product: await this.products.create(providerId, body) };
  }

  @Get('product/:product_id')
  async get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('product_id', ParseUUIDPipe) productId: string,
  ) {
    return { product: await this.products.get(providerId, productId) };
  }

  @Put('product/:product_id')
  async update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('product_id', ParseUUIDPipe) productId: string,
    @Body() body: UpdateProductRequest,
  ) {
    return { product: await this.products.update(providerId, productId, body) };
  }
}
