import { PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsId } from '../../../platform';
import { InventoryRequest } from '../inventory/inventory.request.dto';

/** The longest horizon the expiring filter takes: ten years. */
export const MAX_EXPIRING_WITHIN_DAYS = 3650;

const DAYS = {
  message: `expiring_within_days must be a whole number from 0 to ${MAX_EXPIRING_WITHIN_DAYS}`,
};

/**
 * The query of GET …/lots: a product, a location, an expiry horizon, a page, and the moment as
 * the Stock grid takes it (`as_of`, `known_at`).
 */
export class ListLotsRequest extends PickType(InventoryRequest, [
  'limit',
  'offset',
  'as_of',
  'known_at',
] as const) {
  @IsOptional()
  @IsId({ message: 'product_id must be a product id' })
  product_id?: string;

  @IsOptional()
  @IsId({ message: 'location_id must be a location id' })
  location_id?: string;

  /** Only lots expiring within this many days (expired ones included). */
  @IsOptional()
  @Transform(({ value }) =>
    typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN,
  )
  @IsInt(DAYS)
  @Min(0, DAYS)
  @Max(MAX_EXPIRING_WITHIN_DAYS, DAYS)
  expiring_within_days?: number;
}
