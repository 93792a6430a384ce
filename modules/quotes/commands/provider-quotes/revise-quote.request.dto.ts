import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { IsOptionalNotNull } from '../../../platform';
import { MAX_QUOTE_LINES, MAX_QUOTE_NOTE, MAX_QUOTE_PRICE, MAX_QUOTE_QUANTITY } from '../../domain';
import type { QuoteLineChange } from '../../infrastructure/quotes.store';
import { AreQuoteLines, IsQuoteNote, noteText } from '../client-quotes/request-quote.request.dto';

const DAY = 'valid_until must be a day, e.g. 2026-12-31';

/** A day as text (YYYY-MM-DD), or null / absent; whether it is past is the store's to say. */
const IsDayOrNull = () =>
  ValidateBy({
    name: 'isDayOrNull',
    validator: {
      validate: (value) =>
        value === undefined ||
        value === null ||
        (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)),
      defaultMessage: () => DAY,
    },
  });

/** One line as staff set it. */
export class QuoteLineChangeRequest {
  @ApiProperty({ format: 'uuid' })
  product_id!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_QUOTE_QUANTITY })
  quantity!: number;

  /** The unit price quoted, at most 2 decimals. */
  @ApiProperty({ minimum: 0, maximum: MAX_QUOTE_PRICE })
  price!: number;
}

/**
 * PUT /api/provider/{provider_id}/quotes/{quote_id}: new lines (all of them: a line left out is
 * removed), a valid-until day (null: none) or a note to the buyer. A sent quote goes back to
 * REQUESTED until it is sent again.
 */
export class ReviseQuoteRequest {
  @IsOptionalNotNull()
  @AreQuoteLines(true)
  @ApiPropertyOptional({ type: [QuoteLineChangeRequest], maxItems: MAX_QUOTE_LINES })
  lines?: QuoteLineChange[];

  /** The last day the buyer may accept (YYYY-MM-DD, UTC); null for no limit. */
  @Transform(({ value }) => (value === '' ? null : value))
  @IsDayOrNull()
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  valid_until?: string | null;

  @Transform(noteText)
  @IsQuoteNote('provider_note')
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_QUOTE_NOTE })
  provider_note?: string | null;
}
