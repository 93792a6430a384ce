import {
  Body,
  Controller,
  Headers,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ClientLinkGuard,
  PortalClientOfBody,
  PortalClients,
  ReachableProviders,
} from '../../../ordering';
import { QuoteResponse } from '../../responses/quote.response.dto';
import { AcceptQuote, DeclineQuote, RequestQuote } from './client-quotes.commands';
import { RequestQuoteRequest } from './request-quote.request.dto';

/**
 * The buyer's side of quotes in the client portal (issue 37, part 7): request one from a cart,
 * accept or decline what the provider sent. A quote is found among every record the key
 * reaches; another client's is not found.
 */
@Controller('client/:client_id/quotes')
@UseGuards(ClientLinkGuard)
export class ClientQuotesController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  request(
    @PortalClientOfBody() clientId: string,
    @Body() body: RequestQuoteRequest,
  ): Promise<QuoteResponse> {
    return this.commands.execute(
      new RequestQuote(clientId, body.provider_id.toLowerCase(), body.lines, body.note ?? null),
    );
  }

  /** Answers the accepted quote, with the number of the order it became. */
  @Post(':quote_id/accept')
  @HttpCode(200)
  accept(
    @Param('client_id') key: string,
    @PortalClients() clientIds: string[],
    @ReachableProviders() reachable: Set<string>,
    @Param('quote_id', ParseUUIDPipe) quoteId: string,
    @Headers('x-buyer-session') buyerSession: string | undefined,
  ): Promise<QuoteResponse> {
    return this.commands.execute(
      new AcceptQuote(key, clientIds, reachable, quoteId, buyerSession || undefined),
    );
  }

  @Post(':quote_id/decline')
  @HttpCode(200)
  decline(
    @PortalClients() clientIds: string[],
    @ReachableProviders() reachable: Set<string>,
    @Param('quote_id', ParseUUIDPipe) quoteId: string,
  ): Promise<QuoteResponse> {
    return this.commands.execute(new DeclineQuote(clientIds, reachable, quoteId));
  }
}
