import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  Allow,
  IsBoolean,
  IsObject,
  IsOptional,
  IsString,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { IsOptionalNotNull, MAX_NAME_LENGTH, MAX_URL_LENGTH, MaxChars } from '../../../platform';
import { PRICE_FORMAT } from '../../domain/price';
import {
  isProductTaxRate,
  MAX_CODE_LENGTH,
  NAME_REQUIRED,
  TAX_RATE_MESSAGE,
} from '../../domain/product';

export const METADATA = { message: 'metadata must be an object of custom field values' };
export const NAME = { message: NAME_REQUIRED };
export const PHOTO = { message: 'photo must be the url of an uploaded photo' };
export const ACTIVE = { message: 'active must be true or false' };
export const TRACK_LOTS = { message: 'track_lots must be true or false' };

/** A product's SKU or barcode: optional, null or blank for none, text of at most 64 characters. */
export const IsProductCode = (field: 'sku' | 'barcode') =>
  applyDecorators(
    IsOptional(),
    IsString({ message: `${field} must be text` }),
    MaxChars(MAX_CODE_LENGTH),
  );

/**
 * A product's tax rate: absent (create: the default; update: unchanged), null (the provider's
 * default rate), or a JSON number from 0 to 100 with at most three decimals. Text is refused,
 * not coerced, as quantities are.
 */
export const IsTaxRate = () =>
  applyDecorators(
    ValidateIf((_, value) => value !== null && value !== undefined),
    ValidateBy({
      name: 'isTaxRate',
      validator: { validate: isProductTaxRate, defaultMessage: () => TAX_RATE_MESSAGE },
    }),
  );

/**
 * A product's fields. Only `photo` and `tax_rate` may be null (the drawer's Eliminar button sends null to
 * remove the photo); null in any other field is refused naming it.
 */
export class CreateProductRequest {
  @IsString(NAME)
  @MaxChars(MAX_NAME_LENGTH)
  name!: string;

  /** A number or a numeric string; checked by parsePrice. */
  @ApiProperty({ ...PRICE_FORMAT, required: true })
  @Allow()
  price!: unknown;

  @IsOptional()
  @IsString(PHOTO)
  @MaxChars(MAX_URL_LENGTH)
  photo?: string | null;

  @IsOptionalNotNull()
  @IsBoolean(ACTIVE)
  active?: boolean;

  @IsOptionalNotNull()
  @IsObject(METADATA)
  metadata?: Record<string, unknown>;

  /** Optional, unique per provider whatever its case; null or blank: none. */
  @IsProductCode('sku')
  sku?: string | null;

  /** Optional, unique per provider; null or blank: none. */
  @IsProductCode('barcode')
  barcode?: string | null;

  /** Keep stock per lot: receipts name a lot and expiry, orders take first expiry first out. */
  @IsOptionalNotNull()
  @IsBoolean(TRACK_LOTS)
  track_lots?: boolean;

  /**
   * Percent (0 to 100, at most 3 decimals) its orders are taxed at, frozen into each order
   * line when placed; absent or null: the provider's default rate (business settings).
   */
  @IsTaxRate()
  tax_rate?: number | null;
}
