import { Command } from '@nestjs/cqrs';
import type { QuoteRevision, QuoteView } from '../../infrastructure/quotes.store';

/** Staff change a quote's lines, valid-until day or note. */
export class ReviseQuote extends Command<QuoteView> {
  constructor(
    readonly providerId: string,
    readonly quoteId: string,
    readonly revision: QuoteRevision,
  ) {
    super();
  }
}

/** Staff send the quote to the buyer, who may then accept or decline it. */
export class SendQuote extends Command<QuoteView> {
  constructor(
    readonly providerId: string,
    readonly quoteId: string,
  ) {
    super();
  }
}

/** Staff decline a request, or withdraw a quote they sent. */
export class WithdrawQuote extends Command<QuoteView> {
  constructor(
    readonly providerId: string,
    readonly quoteId: string,
  ) {
    super();
  }
}
