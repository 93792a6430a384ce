import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CreateLocationRequest, UpdateLocationRequest } from './location.request.dto';
import { LocationsService } from './locations.service';

/** Locations (spec section 7, Inventory, locations, stock). */
@Controller('provider/:provider_id')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get('locations')
  async list(@Param('provider_id', ParseUUIDPipe) providerId: string) {
    return { locations: await this.locations.list(providerId) };
  }

  @Post('location')
  async create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreateLocationRequest,
  ) {
    return { location: await this.locations.create(providerId, body) };
  }

  @Get('location/:location_id')
  async get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('location_id', ParseUUIDPipe) locationId: string,
  ) {
    return { location: await this.locations.get(providerId, locationId) };
  }

  @Put('location/:location_id')
  async update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('location_id', ParseUUIDPipe) locationId: string,
    @Body() body: UpdateLocationRequest,
  ) {
    return { location: await this.locations.update(providerId, locationId, body) };
  }
}
