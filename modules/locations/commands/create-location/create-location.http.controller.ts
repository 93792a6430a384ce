import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneLocationResponse } from '../../responses/location.response.dto';
import { CreateLocation } from './create-location.command';
import { CreateLocationRequest } from './create-location.request.dto';

/** POST /api/provider/{provider_id}/location (docs/product.md §7). */
@Controller('provider/:provider_id')
export class CreateLocationController {
  constructor(private readonly commands: CommandBus) {}

  @Post('location')
  create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreateLocationRequest,
  ): Promise<OneLocationResponse> {
    return this.commands.execute(new CreateLocation(providerId, body.name, body.active));
  }
}
