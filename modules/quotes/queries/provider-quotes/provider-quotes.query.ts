import { Query } from '@nestjs/cqrs';
import type { QuoteFilters, QuoteView } from '../../infrastructure/quotes.store';

/** A page of the provider's quotes, newest first, of a state and matching a search. */
export class ProviderQuotes extends Query<{ quotes: QuoteView[]; total: number }> {
  constructor(
    readonly providerId: string,
    readonly filters: QuoteFilters,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}

export class ProviderQuote extends Query<QuoteView> {
  constructor(
    readonly providerId: string,
    readonly quoteId: string,
  ) {
    super();
  }
}
