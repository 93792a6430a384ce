import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { QuotesStore } from '../../infrastructure/quotes.store';
import { ReviseQuote, SendQuote, WithdrawQuote } from './provider-quotes.commands';

@CommandHandler(ReviseQuote)
export class ReviseQuoteHandler implements ICommandHandler<ReviseQuote> {
  constructor(private readonly quotes: QuotesStore) {}

  async execute({ providerId, quoteId, revision }: ReviseQuote) {
    const now = new Date();
    const row = await this.quotes.revise(providerId, quoteId, revision, now);
    const [view] = await this.quotes.views([row], 'provider', now);
    return view;
  }
}

@CommandHandler(SendQuote)
export class SendQuoteHandler implements ICommandHandler<SendQuote> {
  constructor(private readonly quotes: QuotesStore) {}

  async execute({ providerId, quoteId }: SendQuote) {
    const now = new Date();
    const row = await this.quotes.send(providerId, quoteId, now);
    const [view] = await this.quotes.views([row], 'provider', now);
    return view;
  }
}

@CommandHandler(WithdrawQuote)
export class WithdrawQuoteHandler implements ICommandHandler<WithdrawQuote> {
  constructor(private readonly quotes: QuotesStore) {}

  async execute({ providerId, quoteId }: WithdrawQuote) {
    const now = new Date();
    const found = await this.quotes.ofProvider(providerId, quoteId);
    const row = await this.quotes.decline(found, 'provider', now);
    const [view] = await this.quotes.views([row], 'provider', now);
    return view;
  }
}
