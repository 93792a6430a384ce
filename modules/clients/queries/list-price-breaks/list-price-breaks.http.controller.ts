import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientPriceBreaksListResponse } from '../../responses/client.response.dto';
import { ListOrderRulesQuery } from '../list-order-rules/list-order-rules.request.dto';
import { ListPriceBreaks } from './list-price-breaks.query';

/** GET /api/provider/{provider_id}/client_price_breaks, by client_id or product_id. */
@Controller('provider/:provider_id/client_price_breaks')
export class ListPriceBreaksController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    // The same filter as the order rules' list: a client, a product, or both.
    @Query() query: ListOrderRulesQuery,
  ): Promise<ClientPriceBreaksListResponse> {
    const { client_id, product_id } = query;
    return this.queries.execute(new ListPriceBreaks(providerId, { client_id, product_id }));
  }
}
