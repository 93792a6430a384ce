import { Controller, Delete, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DeleteOrderRules } from './delete-order-rules.command';

/** DELETE /api/provider/{provider_id}/client_product_rules/{id}. */
@Controller('provider/:provider_id/client_product_rules')
export class DeleteOrderRulesController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
  ) {
    await this.commands.execute(new DeleteOrderRules(providerId, id));
  }
}
