import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FindProducts } from '../../../catalog';
import { FindClients } from '../../../clients';
import { FindOrders } from '../../../ordering';
import { SearchResponse } from '../../responses/search.response.dto';
import { SearchQuery } from './search.request.dto';

/** How many of each kind a search answers when it does not say. */
const DEFAULT_LIMIT = 5;

/**
 * GET /api/provider/{provider_id}/search: the orders, products and clients a text finds, for
 * any member (the command palette). Each context answers for its own, at once.
 */
@Controller('provider/:provider_id')
export class SearchController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  async search(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: SearchQuery,
  ): Promise<SearchResponse> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const [orders, products, clients] = await Promise.all([
      this.queries.execute(new FindOrders(providerId, query.q, limit)),
      this.queries.execute(new FindProducts(providerId, query.q, limit)),
      this.queries.execute(new FindClients(providerId, query.q, limit)),
    ]);
    return { orders, products, clients };
  }
}
