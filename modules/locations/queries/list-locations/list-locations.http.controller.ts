import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { LocationListResponse } from '../../responses/location.response.dto';
import { ListLocations } from './list-locations.query';

/** GET /api/provider/{provider_id}/locations (docs/product.md §7). */
@Controller('provider/:provider_id')
export class ListLocationsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('locations')
  list(@Param('provider_id', ParseUUIDPipe) providerId: string): Promise<LocationListResponse> {
    return this.queries.execute(new ListLocations(providerId));
  }
}
