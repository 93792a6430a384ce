import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { OrdersReadModel, PlaceOrder } from '../../../ordering';
import { formatQuoteNumber } from '../../domain';
import { QuotesStore } from '../../infrastructure/quotes.store';
import { AcceptQuote, DeclineQuote, RequestQuote } from './client-quotes.commands';

@CommandHandler(RequestQuote)
export class RequestQuoteHandler implements ICommandHandler<RequestQuote> {
  constructor(private readonly quotes: QuotesStore) {}

  async execute({ clientId, providerId, lines, note }: RequestQuote) {
    const row = await this.quotes.request(clientId, providerId, lines, note);
    const [view] = await this.quotes.views([row], 'client', new Date());
    return view;
  }
}

/**
 * Holds the quote for this accept, places the order through ordering's PlaceOrder as the client
 * (stock, the link and the plan checked there) at the quote's prices, and marks the quote
 * accepted with its order's number. The order's Idempotency-Key is the quote's (and its sending),
 * so an accept retried after a crash finds the order it placed rather than placing another.
 */
@CommandHandler(AcceptQuote)
export class AcceptQuoteHandler implements ICommandHandler<AcceptQuote> {
  constructor(
    private readonly quotes: QuotesStore,
    private readonly commands: CommandBus,
    private readonly orders: OrdersReadModel,
  ) {}

  async execute({ key, clientIds, reachable, quoteId, buyerSession }: AcceptQuote) {
    const now = new Date();
    const found = await this.quotes.ofClients(clientIds, reachable, quoteId);
    const held = await this.quotes.holdForAccept(found, now);
    let orderId: string;
    try {
      ({ orderId } = await this.commands.execute(
        Object.assign(
          new PlaceOrder(
            {
              providerId: held.provider_id,
              locationId: null,
              clientId: key,
              transaction_type: 'ORDER',
              notes: `From quote ${formatQuoteNumber(held.number)}`,
              effectiveAt: null,
              reason: null,
              reasonNote: null,
              products: held.lines.map((line) => ({
                id: line.product_id,
                quantity: line.quantity,
                price: null,
                lot_code: null,
                expiry_date: null,
              })),
            },
            undefined,
            // Per sending: a retry of this accept finds its order; a quote revised and sent
            // again since is a new request.
            `quote-${held.id}-${held.sent_at?.getTime() ?? 0}`,
            new Map(held.lines.map((line) => [line.product_id, line.price])),
          ),
          // A signed-in buyer's accept: the order records them, within their order limit.
          { buyerSession },
        ),
      ));
    } catch (error) {
      await this.quotes.release(held.id);
      throw error;
    }
    const number = (await this.orders.formattedNumberOf(held.provider_id, orderId)) ?? '';
    const row = await this.quotes.accepted(held.id, { id: orderId, number });
    const [view] = await this.quotes.views([row], 'client', new Date());
    return view;
  }
}

@CommandHandler(DeclineQuote)
export class DeclineQuoteHandler implements ICommandHandler<DeclineQuote> {
  constructor(private readonly quotes: QuotesStore) {}

  async execute({ clientIds, reachable, quoteId }: DeclineQuote) {
    const now = new Date();
    const found = await this.quotes.ofClients(clientIds, reachable, quoteId);
    const row = await this.quotes.decline(found, 'client', now);
    const [view] = await this.quotes.views([row], 'client', now);
    return view;
  }
}
