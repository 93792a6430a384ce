import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OneLocationResponse } from '../../responses/location.response.dto';
import { LocationById } from './location-by-id.query';

/** GET /api/provider/{provider_id}/location/{location_id} (docs/product.md §7). */
@Controller('provider/:provider_id')
export class LocationByIdController {
  constructor(private readonly queries: QueryBus) {}

  @Get('location/:location_id')
  get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('location_id', ParseUUIDPipe) locationId: string,
  ): Promise<OneLocationResponse> {
    return this.queries.execute(new LocationById(providerId, locationId));
  }
}
