import { Command } from '@nestjs/cqrs';
import type { QuoteLineInput, QuoteView } from '../../infrastructure/quotes.store';

/** A buyer asks the provider for a quote on these lines. */
export class RequestQuote extends Command<QuoteView> {
  constructor(
    readonly clientId: string,
    readonly providerId: string,
    readonly lines: readonly QuoteLineInput[],
    readonly note: string | null,
  ) {
    super();
  }
}

/**
 * A buyer accepts a sent quote: it becomes an order at the quoted prices. `key`: the link's key
 * the order is placed through; `clientIds`: the records it reaches; `reachable`: the providers
 * whose link is active.
 */
export class AcceptQuote extends Command<QuoteView> {
  constructor(
    readonly key: string,
    readonly clientIds: readonly string[],
    readonly reachable: ReadonlySet<string>,
    readonly quoteId: string,
    /** The portal's buyer session (`X-Buyer-Session`): the order is theirs, within their limit. */
    readonly buyerSession?: string,
  ) {
    super();
  }
}

/** A buyer declines a quote (or withdraws the request before it is sent). */
export class DeclineQuote extends Command<QuoteView> {
  constructor(
    readonly clientIds: readonly string[],
    readonly reachable: ReadonlySet<string>,
    readonly quoteId: string,
  ) {
    super();
  }
}
