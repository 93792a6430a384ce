import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QuotesStore } from '../../infrastructure/quotes.store';
import { ClientQuote, ClientQuotes } from './client-quotes.query';

@QueryHandler(ClientQuotes)
export class ClientQuotesHandler implements IQueryHandler<ClientQuotes> {
  constructor(private readonly quotes: QuotesStore) {}

  async execute({ clientId, providerId }: ClientQuotes) {
    await this.quotes.assertLinkActive(providerId, clientId);
    const rows = await this.quotes.listForClient(clientId, providerId);
    return { quotes: await this.quotes.views(rows, 'client', new Date()) };
  }
}

@QueryHandler(ClientQuote)
export class ClientQuoteHandler implements IQueryHandler<ClientQuote> {
  constructor(private readonly quotes: QuotesStore) {}

  async execute({ clientIds, reachable, quoteId }: ClientQuote) {
    const row = await this.quotes.ofClients(clientIds, reachable, quoteId);
    const [view] = await this.quotes.views([row], 'client', new Date());
    return view;
  }
}
