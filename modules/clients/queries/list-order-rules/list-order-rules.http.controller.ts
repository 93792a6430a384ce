import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OrderRulesListResponse } from '../../responses/client.response.dto';
import { ListOrderRules } from './list-order-rules.query';
import { ListOrderRulesQuery } from './list-order-rules.request.dto';

/** GET /api/provider/{provider_id}/client_product_rules, by client_id or product_id. */
@Controller('provider/:provider_id/client_product_rules')
export class ListOrderRulesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListOrderRulesQuery,
  ): Promise<OrderRulesListResponse> {
    const { client_id, product_id } = query;
    return this.queries.execute(new ListOrderRules(providerId, { client_id, product_id }));
  }
}
