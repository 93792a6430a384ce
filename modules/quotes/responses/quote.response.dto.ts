import { ApiProperty } from '@nestjs/swagger';
import { QUOTE_STATES, type QuoteAction, type QuoteState } from '../domain';

/** A quote's line: the product as quoted, the agreed units and unit price, and what was asked. */
export class QuoteLineResponse {
  product_id!: string;
  name!: string;
  sku!: string | null;
  quantity!: number;
  /** The unit price quoted. */
  price!: number;
  /** quantity × price, an exact decimal string of the quote's currency. */
  total!: string;
  /** What the buyer asked for, and the price their list gave then; null on a line staff added. */
  requested_quantity!: number | null;
  requested_price!: number | null;
}

export class QuoteClientResponse {
  id!: string;
  name!: string;
}

export class QuoteOrderResponse {
  id!: string;
  /** As people read it: #1001, or the provider's prefix. */
  number!: string;
}

/** A quote, as the side that reads it sees it. */
export class QuoteResponse {
  id!: string;
  /** Q-1001: numbered per provider. */
  number!: string;
  /** EXPIRED: sent, and its valid-until day is over. */
  @ApiProperty({ enum: QUOTE_STATES })
  state!: QuoteState;
  client!: QuoteClientResponse;
  currency!: string;
  lines!: QuoteLineResponse[];
  /** The sum of the lines, before tax (the order reckons its tax). */
  subtotal!: string;
  /** The buyer's note with the request. */
  request_note!: string | null;
  /** The staff's note with the quote. */
  provider_note!: string | null;
  /** The last day the quote may be accepted (YYYY-MM-DD, UTC); null: no limit. */
  valid_until!: string | null;
  @ApiProperty({ enum: ['client', 'provider'], nullable: true })
  declined_by!: 'client' | 'provider' | null;
  /** The order an accepted quote became. */
  order!: QuoteOrderResponse | null;
  created_at!: string;
  updated_at!: string;
  sent_at!: string | null;
  /** What the reader may do now. */
  @ApiProperty({ enum: ['accept', 'decline', 'revise', 'send'], isArray: true })
  actions!: QuoteAction[];
}

/** The client's quotes at one provider, newest first. */
export class ClientQuotesResponse {
  quotes!: QuoteResponse[];
}

/** A page of the provider's quotes, newest first, and how many match. */
export class ProviderQuotesResponse {
  quotes!: QuoteResponse[];
  total!: number;
}
