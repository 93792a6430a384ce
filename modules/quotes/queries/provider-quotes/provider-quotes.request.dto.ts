import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../../platform';
import { QUOTE_STATES, type QuoteState } from '../../domain';

/** The query of GET /api/provider/{provider_id}/quotes. */
export class ProviderQuotesRequest extends PageQuery {
  /** Only quotes in this state (EXPIRED: sent, past their valid-until day). */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsIn(QUOTE_STATES, { message: `state must be one of ${QUOTE_STATES.join(', ')}` })
  state?: QuoteState;

  /** A quote's number (Q-1001 or 1001), or its client's name or email. */
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string;
}
