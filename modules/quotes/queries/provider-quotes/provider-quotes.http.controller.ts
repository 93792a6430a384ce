import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { pageOf } from '../../../platform';
import { ProviderQuotesResponse, QuoteResponse } from '../../responses/quote.response.dto';
import { ProviderQuote, ProviderQuotes } from './provider-quotes.query';
import { ProviderQuotesRequest } from './provider-quotes.request.dto';

/** The staff's quotes list and one quote; any member reads them. */
@Controller('provider/:provider_id/quotes')
export class ProviderQuotesQueryController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ProviderQuotesRequest,
  ): Promise<ProviderQuotesResponse> {
    return this.queries.execute(
      new ProviderQuotes(providerId, { state: query.state, q: query.q }, pageOf(query, 50)),
    );
  }

  @Get(':quote_id')
  one(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('quote_id', ParseUUIDPipe) quoteId: string,
  ): Promise<QuoteResponse> {
    return this.queries.execute(new ProviderQuote(providerId, quoteId));
  }
}
