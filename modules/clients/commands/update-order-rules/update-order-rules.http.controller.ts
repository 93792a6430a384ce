import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneOrderRulesResponse } from '../../responses/client.response.dto';
import { UpdateOrderRules } from './update-order-rules.command';
import { UpdateOrderRulesRequest } from './update-order-rules.request.dto';

/** PUT /api/provider/{provider_id}/client_product_rules/{id}. */
@Controller('provider/:provider_id/client_product_rules')
export class UpdateOrderRulesController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateOrderRulesRequest,
  ): Promise<OneOrderRulesResponse> {
    const { min_quantity, case_pack } = body;
    return this.commands.execute(new UpdateOrderRules(providerId, id, { min_quantity, case_pack }));
  }
}
