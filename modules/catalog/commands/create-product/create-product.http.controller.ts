import { Body, Controller, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneProductResponse } from '../../responses/product.response.dto';
import { ProductCustomValuesGuard } from '../product-custom-values.guard';
import { CreateProduct } from './create-product.command';
import { CreateProductRequest } from './create-product.request.dto';

/** POST a product (docs/product.md §7, Products). */
@Controller('provider/:provider_id')
export class CreateProductController {
  constructor(private readonly commands: CommandBus) {}

  @Post('product')
  @UseGuards(ProductCustomValuesGuard)
  create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreateProductRequest,
  ): Promise<OneProductResponse> {
    return this.commands.execute(new CreateProduct(providerId, body));
  }
}
