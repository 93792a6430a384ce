import { Controller, Delete, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DeleteCustomPrice } from './delete-custom-price.command';

/** DELETE /api/provider/{provider_id}/client_product_price/{id} (docs/product.md §7, Pricing). */
@Controller('provider/:provider_id/client_product_price')
export class DeleteCustomPriceController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
  ) {
    await this.commands.execute(new DeleteCustomPrice(providerId, id));
  }
}
