import { Query } from '@nestjs/cqrs';
import type { QuoteView } from '../../infrastructure/quotes.store';

/** The client's quotes at one provider, newest first. */
export class ClientQuotes extends Query<{ quotes: QuoteView[] }> {
  constructor(
    readonly clientId: string,
    readonly providerId: string,
  ) {
    super();
  }
}

/** One of the client's quotes, among every record the key reaches. */
export class ClientQuote extends Query<QuoteView> {
  constructor(
    readonly clientIds: readonly string[],
    readonly reachable: ReadonlySet<string>,
    readonly quoteId: string,
  ) {
    super();
  }
}
