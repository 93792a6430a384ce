import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { badRequest } from '../../../platform';
import { QuoteResponse } from '../../responses/quote.response.dto';
import { ReviseQuote, SendQuote, WithdrawQuote } from './provider-quotes.commands';
import { ReviseQuoteRequest } from './revise-quote.request.dto';

/**
 * The staff's side of quotes: revise, send, withdraw. Membership and the permission to place
 * orders are checked by the provider routes' guard (modules/identity/domain/permissions.ts).
 */
@Controller('provider/:provider_id/quotes/:quote_id')
export class ProviderQuotesController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  revise(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('quote_id', ParseUUIDPipe) quoteId: string,
    @Body() body: ReviseQuoteRequest,
  ): Promise<QuoteResponse> {
    if (
      body.lines === undefined &&
      body.valid_until === undefined &&
      body.provider_note === undefined
    )
      throw badRequest('lines, valid_until or provider_note is required: what to change');
    return this.commands.execute(
      new ReviseQuote(providerId, quoteId, {
        lines: body.lines,
        valid_until: body.valid_until,
        provider_note: body.provider_note,
      }),
    );
  }

  @Post('send')
  @HttpCode(200)
  send(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('quote_id', ParseUUIDPipe) quoteId: string,
  ): Promise<QuoteResponse> {
    return this.commands.execute(new SendQuote(providerId, quoteId));
  }

  @Post('decline')
  @HttpCode(200)
  decline(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('quote_id', ParseUUIDPipe) quoteId: string,
  ): Promise<QuoteResponse> {
    return this.commands.execute(new WithdrawQuote(providerId, quoteId));
  }
}
