import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { IsId } from '../../../platform';
import {
  MAX_QUOTE_LINES,
  MAX_QUOTE_NOTE,
  MAX_QUOTE_QUANTITY,
  quoteLinesProblem,
  quoteNoteProblem,
} from '../../domain';
import type { QuoteLineInput } from '../../infrastructure/quotes.store';

/** One line of a request: a product the client may order, and how many. */
export class QuoteLineRequest {
  @ApiProperty({ format: 'uuid' })
  product_id!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_QUOTE_QUANTITY })
  quantity!: number;
}

/** A note as sent: spaces around it dropped, empty is none. */
export const noteText = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

export const IsQuoteNote = (field: string) =>
  ValidateBy({
    name: 'isQuoteNote',
    validator: {
      validate: (value) => quoteNoteProblem(value, field) === null,
      defaultMessage: (args) => quoteNoteProblem(args?.value, field) ?? '',
    },
  });

export const AreQuoteLines = (priced: boolean) =>
  ValidateBy({
    name: 'areQuoteLines',
    validator: {
      validate: (value) => quoteLinesProblem(value, priced) === null,
      defaultMessage: (args) => quoteLinesProblem(args?.value, priced) ?? '',
    },
  });

/** POST /api/client/{key}/quotes: a cart sent to the provider as a request for a quote. */
export class RequestQuoteRequest {
  @IsId({ message: 'provider_id is required: the provider to ask for a quote' })
  @ApiProperty({ format: 'uuid' })
  provider_id!: string;

  @AreQuoteLines(false)
  @ApiProperty({ type: [QuoteLineRequest], maxItems: MAX_QUOTE_LINES })
  lines!: QuoteLineInput[];

  /** What the buyer tells the provider (delivery, a target price); at most 1,000 characters. */
  @Transform(noteText)
  @IsQuoteNote('note')
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_QUOTE_NOTE })
  note?: string | null;
}
