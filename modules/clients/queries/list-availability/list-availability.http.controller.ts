import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AvailabilityListResponse } from '../../responses/client.response.dto';
import { ListAvailability } from './list-availability.query';
import { ListAvailabilityQuery } from './list-availability.request.dto';

/** GET /api/provider/{provider_id}/client_product_availability (docs/product.md §7, Pricing). */
@Controller('provider/:provider_id/client_product_availability')
export class ListAvailabilityController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListAvailabilityQuery,
  ): Promise<AvailabilityListResponse> {
    return this.queries.execute(new ListAvailability(providerId, query.client_id));
  }
}
