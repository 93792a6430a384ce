import { Migration } from '../../platform';

/**
 * Quotes (issue 37, part 7): plain state in a table of their own, not events
 * (docs/decisions/quotes-are-plain-state.md). Each provider numbers its quotes from Q-1001; the
 * series row is taken and the quote written in one statement, so two requests at once get
 * consecutive numbers and a refused one leaves no gap.
 */
export const quotesMigration: Migration = {
  name: '20261205-50-quotes',
  up: `
    CREATE TABLE quote_series (
      provider_id uuid PRIMARY KEY,
      last integer NOT NULL
    );
    CREATE TABLE quotes (
      id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      client_id uuid NOT NULL,
      number integer NOT NULL,
      state text NOT NULL CHECK (state IN ('REQUESTED', 'SENT', 'ACCEPTED', 'DECLINED')),
      currency text NOT NULL,
      -- [{ product_id, name, sku, quantity, price, requested_quantity, requested_price }]
      lines jsonb NOT NULL,
      -- The buyer's note with the request, and the staff's with the quote.
      request_note text,
      provider_note text,
      valid_until date,
      declined_by text CHECK (declined_by IN ('client', 'provider')),
      order_id uuid,
      order_number text,
      -- Set while an accept places the order: a second accept meanwhile is refused.
      accepting_since timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      UNIQUE (provider_id, number)
    );
    CREATE INDEX quotes_client ON quotes (client_id, provider_id, number DESC);
  `,
};

export const quotesMigrations: Migration[] = [quotesMigration];
