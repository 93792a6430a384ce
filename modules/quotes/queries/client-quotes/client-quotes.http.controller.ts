import { Controller, Get, Param, ParseUUIDPipe, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ClientLinkGuard,
  PortalClient,
  PortalClients,
  ReachableProviders,
} from '../../../ordering';
import { ClientQuotesResponse, QuoteResponse } from '../../responses/quote.response.dto';
import { ClientQuote, ClientQuotes } from './client-quotes.query';
import { ClientQuotesRequest } from './client-quotes.request.dto';

/** The client portal's quotes (issue 37, part 7). */
@Controller('client/:client_id/quotes')
@UseGuards(ClientLinkGuard)
export class ClientQuotesQueryController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @PortalClient() clientId: string,
    @Query() query: ClientQuotesRequest,
  ): Promise<ClientQuotesResponse> {
    return this.queries.execute(new ClientQuotes(clientId, query.provider_id.toLowerCase()));
  }

  @Get(':quote_id')
  one(
    @PortalClients() clientIds: string[],
    @ReachableProviders() reachable: Set<string>,
    @Param('quote_id', ParseUUIDPipe) quoteId: string,
  ): Promise<QuoteResponse> {
    return this.queries.execute(new ClientQuote(clientIds, reachable, quoteId));
  }
}
