import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QuotesStore } from '../../infrastructure/quotes.store';
import { ProviderQuote, ProviderQuotes } from './provider-quotes.query';

@QueryHandler(ProviderQuotes)
export class ProviderQuotesHandler implements IQueryHandler<ProviderQuotes> {
  constructor(private readonly quotes: QuotesStore) {}

  async execute({ providerId, filters, page }: ProviderQuotes) {
    const now = new Date();
    const { rows, total } = await this.quotes.listForProvider(providerId, filters, page, now);
    return { quotes: await this.quotes.views(rows, 'provider', now), total };
  }
}

@QueryHandler(ProviderQuote)
export class ProviderQuoteHandler implements IQueryHandler<ProviderQuote> {
  constructor(private readonly quotes: QuotesStore) {}

  async execute({ providerId, quoteId }: ProviderQuote) {
    const now = new Date();
    const row = await this.quotes.ofProvider(providerId, quoteId);
    const [view] = await this.quotes.views([row], 'provider', now);
    return view;
  }
}
