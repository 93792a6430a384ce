import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneAvailabilityResponse } from '../../responses/client.response.dto';
import { AddAvailability } from './add-availability.command';
import { AddAvailabilityRequest } from './add-availability.request.dto';

/** POST /api/provider/{provider_id}/client_product_availability; the permission table gates it. */
@Controller('provider/:provider_id/client_product_availability')
export class AddAvailabilityController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: AddAvailabilityRequest,
  ): Promise<OneAvailabilityResponse> {
    return this.commands.execute(new AddAvailability(providerId, body.client_id, body.product_id));
  }
}
