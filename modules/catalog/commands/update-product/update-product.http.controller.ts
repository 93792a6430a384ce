import { Body, Controller, Param, ParseUUIDPipe, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneProductResponse } from '../../responses/product.response.dto';
import { ProductCustomValuesGuard } from '../product-custom-values.guard';
import { UpdateProduct } from './update-product.command';
import { UpdateProductRequest } from './update-product.request.dto';

/** PUT a product (docs/product.md §7, Products). */
@Controller('provider/:provider_id')
export class UpdateProductController {
  constructor(private readonly commands: CommandBus) {}

  @Put('product/:product_id')
  @UseGuards(ProductCustomValuesGuard)
  update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('product_id', ParseUUIDPipe) productId: string,
    @Body() body: UpdateProductRequest,
  ): Promise<OneProductResponse> {
    return this.commands.execute(new UpdateProduct(providerId, productId, body));
  }
}
