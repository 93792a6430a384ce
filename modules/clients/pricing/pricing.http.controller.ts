import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { RequirePermission } from '../../identity';
import {
  AvailabilityQuery,
  CreateAvailabilityRequest,
  CreatePricingRequest,
  PricingQuery,
  UpdatePricingRequest,
} from './pricing.request.dto';
import { PricingService } from './pricing.service';

/** Custom prices (spec section 7, Pricing and availability). */
@Controller('provider/:provider_id/client_product_price')
export class PricingController {
  constructor(private readonly pricing: PricingService) {}

  @Get()
  async list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: PricingQuery,
  ) {
    return { pricing: await this.pricing.listPrices(providerId, query) };
  }

  @Post()
  async create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreatePricingRequest,
  ) {
    return { pricing: await this.pricing.createPrice(providerId, body) };
  }

  @Put(':id')
  async update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdatePricingRequest,
  ) {
    return { pricing: await this.pricing.updatePrice(providerId, id, body) };
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
  ) {
    await this.pricing.deletePrice(providerId, id);
  }
}

/** Custom availability: which products a client may order (needs inventory:update to change). */
@Controller('provider/:provider_id/client_product_availability')
export class AvailabilityController {
  constructor(private readonly pricing: PricingService) {}

  @Get()
  async list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: AvailabilityQuery,
  ) {
    return { availability: await this.pricing.listAvailability(providerId, query.client_id) };
  }

  @Post()
  @RequirePermission('inventory:update')
  async create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreateAvailabilityRequest,
  ) {
    return {
      availability: await this.pricing.createAvailability(
        providerId,
        body.client_id,
        body.product_id,
      ),
    };
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('inventory:update')
  async remove(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
  ) {
    await this.pricing.deleteAvailability(providerId, id);
  }
}
