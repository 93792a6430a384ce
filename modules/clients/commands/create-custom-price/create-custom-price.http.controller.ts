import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { badRequest } from '../../../platform';
import { PRICING_REQUIRED } from '../../domain/custom-pricing';
import { OneCustomPriceResponse } from '../../responses/client.response.dto';
import { CreateCustomPrice } from './create-custom-price.command';
import { CreateCustomPriceRequest } from './create-custom-price.request.dto';

/** POST /api/provider/{provider_id}/client_product_price (docs/product.md §7, Pricing). */
@Controller('provider/:provider_id/client_product_price')
export class CreateCustomPriceController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreateCustomPriceRequest,
  ): Promise<OneCustomPriceResponse> {
    // The body's price is left to parsePrice (its own message for a bad amount); a missing one
    // gets the spec's sentence for a missing field, like the ids.
    if (body.price === undefined || body.price === null || body.price === '')
      throw badRequest(PRICING_REQUIRED);
    return this.commands.execute(
      new CreateCustomPrice(providerId, body.client_id, body.product_id, body.name, body.price),
    );
  }
}
