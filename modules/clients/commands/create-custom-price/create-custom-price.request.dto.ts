import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, IsUUID } from 'class-validator';
import { PRICE_FORMAT } from '../../../catalog';
import { MAX_NAME_LENGTH, MaxChars } from '../../../platform';
import { PRICING_REQUIRED } from '../../domain/custom-pricing';

export class CreateCustomPriceRequest {
  @IsUUID('all', { message: PRICING_REQUIRED })
  client_id!: string;

  @IsUUID('all', { message: PRICING_REQUIRED })
  product_id!: string;

  /** Optional, and null clears it (the drawer sends null for an empty name). */
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @MaxChars(MAX_NAME_LENGTH)
  name?: string | null;

  /** A positive decimal with at most 2 places, checked by parsePrice. */
  @ApiProperty({ ...PRICE_FORMAT, required: true })
  @Allow()
  price!: unknown;
}
