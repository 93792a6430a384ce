import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneLocationResponse } from '../../responses/location.response.dto';
import { UpdateLocation } from './update-location.command';
import { UpdateLocationRequest } from './update-location.request.dto';

/** PUT /api/provider/{provider_id}/location/{location_id} (docs/product.md §7). */
@Controller('provider/:provider_id')
export class UpdateLocationController {
  constructor(private readonly commands: CommandBus) {}

  @Put('location/:location_id')
  update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('location_id', ParseUUIDPipe) locationId: string,
    @Body() body: UpdateLocationRequest,
  ): Promise<OneLocationResponse> {
    const { name, active, default: isDefault } = body;
    return this.commands.execute(
      new UpdateLocation(providerId, locationId, { name, active, default: isDefault }),
    );
  }
}
