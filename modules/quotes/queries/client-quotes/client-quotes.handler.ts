import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LinkClosedError, QuotesStore } from '../../infrastructure/quotes.store';
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
    const row = await this.quotes.ofClients(clientIds, quoteId);
    if (!reachable.has(row.provider_id)) throw new LinkClosedError();
    const [view] = await this.quotes.views([row], 'client', new Date());
    return view;
  }
}
