import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneOrderRulesResponse } from '../../responses/client.response.dto';
import { CreateOrderRules } from './create-order-rules.command';
import { CreateOrderRulesRequest } from './create-order-rules.request.dto';

/** POST /api/provider/{provider_id}/client_product_rules: a client's own minimum and case pack. */
@Controller('provider/:provider_id/client_product_rules')
export class CreateOrderRulesController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreateOrderRulesRequest,
  ): Promise<OneOrderRulesResponse> {
    return this.commands.execute(
      new CreateOrderRules(providerId, body.client_id, body.product_id, {
        min_quantity: body.min_quantity ?? null,
        case_pack: body.case_pack ?? null,
      }),
    );
  }
}
