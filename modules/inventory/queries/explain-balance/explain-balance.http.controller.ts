import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ExplainBalanceResponse } from '../../responses/stock-ledger.response.dto';
import { ExplainBalance } from './explain-balance.query';
import { ExplainBalanceRequest } from './explain-balance.request.dto';

const LISTED = 100;

/** Explain this balance: what made a cell's figures, from the stock ledger (issue 18). */
@Controller('provider/:provider_id/stock/explain')
export class ExplainBalanceController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * The changes of one product at one location that make its figures, oldest first in the order
   * they apply, each with the running figures after it (the last are the figures shown); with
   * `as_of`, as they stood then, as known at `known_at` (default now), as the grid reads them.
   */
  @Get()
  async explain(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ExplainBalanceRequest,
  ): Promise<ExplainBalanceResponse> {
    const balance = await this.queries.execute(
      new ExplainBalance(
        providerId,
        { productId: query.product_id.toLowerCase(), locationId: query.location_id.toLowerCase() },
        {
          asOf: query.as_of === undefined ? undefined : new Date(query.as_of),
          knownAt: query.known_at === undefined ? undefined : new Date(query.known_at),
        },
        query.limit ?? LISTED,
      ),
    );
    return { balance };
  }
}
