import { Controller, Delete, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RemoveAvailability } from './remove-availability.command';

/**
 * DELETE /api/provider/{provider_id}/client_product_availability/{id}; the permission table
 * gates it.
 */
@Controller('provider/:provider_id/client_product_availability')
export class RemoveAvailabilityController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
  ) {
    await this.commands.execute(new RemoveAvailability(providerId, id));
  }
}
