import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsOptional, IsString } from 'class-validator';
import { PRICE_FORMAT } from '../../../catalog';
import { MAX_NAME_LENGTH, MaxChars } from '../../../platform';

export class UpdateCustomPriceRequest {
  /** Optional, and null clears it (the drawer sends null for an empty name). */
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @MaxChars(MAX_NAME_LENGTH)
  name?: string | null;

  /** A positive decimal with at most 2 places, checked by parsePrice. */
  @ApiProperty({ ...PRICE_FORMAT, required: false })
  @Allow()
  price?: unknown;
}
