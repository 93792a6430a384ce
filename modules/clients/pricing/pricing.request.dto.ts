import { Allow, IsOptional, IsString, IsUUID } from 'class-validator';
import { MAX_NAME_LENGTH, MaxChars } from '../../platform';

export const PRICING_REQUIRED = 'All fields are required for custom pricing.';
export const AVAILABILITY_REQUIRED = 'Client and product are required.';

export class CreatePricingRequest {
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
  @Allow()
  price!: unknown;
}

export class UpdatePricingRequest {
  /** Optional, and null clears it (the drawer sends null for an empty name). */
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @MaxChars(MAX_NAME_LENGTH)
  name?: string | null;

  @Allow()
  price?: unknown;
}

export class PricingQuery {
  @IsOptional()
  @IsUUID('all', { message: 'client_id must be a client id' })
  client_id?: string;

  @IsOptional()
  @IsUUID('all', { message: 'product_id must be a product id' })
  product_id?: string;
}

export class CreateAvailabilityRequest {
  @IsUUID('all', { message: AVAILABILITY_REQUIRED })
  client_id!: string;

  @IsUUID('all', { message: AVAILABILITY_REQUIRED })
  product_id!: string;
}

export class AvailabilityQuery {
  @IsUUID('all', { message: 'client_id is required: the client whose availability to list' })
  client_id!: string;
}
