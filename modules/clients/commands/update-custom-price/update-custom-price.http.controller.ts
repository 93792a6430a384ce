import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneCustomPriceResponse } from '../../responses/client.response.dto';
import { UpdateCustomPrice } from './update-custom-price.command';
import { UpdateCustomPriceRequest } from './update-custom-price.request.dto';

/** PUT /api/provider/{provider_id}/client_product_price/{id} (docs/product.md §7, Pricing). */
@Controller('provider/:provider_id/client_product_price')
export class UpdateCustomPriceController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateCustomPriceRequest,
  ): Promise<OneCustomPriceResponse> {
    const { name, price } = body;
    return this.commands.execute(new UpdateCustomPrice(providerId, id, { name, price }));
  }
}
