import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { UpdateProduct } from './update-product.command';
import { UpdateProductRequest } from './update-product.request.dto';

/** PUT a product (spec section 7, Products). */
@Controller('provider/:provider_id')
export class UpdateProductController {
  constructor(private readonly commands: CommandBus) {}

  @Put('product/:product_id')
  update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('product_id', ParseUUIDPipe) productId: string,
    @Body() body: UpdateProductRequest,
  ) {
    return this.commands.execute(new UpdateProduct(providerId, productId, body));
  }
}
