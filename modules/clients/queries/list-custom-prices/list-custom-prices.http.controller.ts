import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CustomPriceListResponse } from '../../responses/client.response.dto';
import { ListCustomPrices } from './list-custom-prices.query';
import { ListCustomPricesQuery } from './list-custom-prices.request.dto';

/** GET /api/provider/{provider_id}/client_product_price (docs/product.md §7, Pricing). */
@Controller('provider/:provider_id/client_product_price')
export class ListCustomPricesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListCustomPricesQuery,
  ): Promise<CustomPriceListResponse> {
    const { client_id, product_id } = query;
    return this.queries.execute(new ListCustomPrices(providerId, { client_id, product_id }));
  }
}
