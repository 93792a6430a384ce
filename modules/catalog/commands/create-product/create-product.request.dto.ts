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
import { MAX_PRICE_BREAKS, priceBreaksProblem } from '../../domain/price-breaks';
import {
  isOrderRule,
  isProductTaxRate,
  MAX_CODE_LENGTH,
  NAME_REQUIRED,
  OrderRuleField,
  orderRuleMessage,
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
 * A minimum order quantity or case pack: absent (create: none; update: unchanged), null (none),
 * or a JSON whole number from 1 to 1,000,000. Text, 0, negatives and fractions are refused
 * naming the field. The client override's body takes the same rule.
 */
export const IsOrderRule = (field: OrderRuleField) =>
  applyDecorators(
    ValidateIf((_, value) => value !== null && value !== undefined),
    ValidateBy({
      name: 'isOrderRule',
      validator: { validate: isOrderRule, defaultMessage: () => orderRuleMessage(field) },
    }),
  );

/** A list of quantity breaks in the API's document; priceBreaks is what checks it. */
export const PRICE_BREAKS_FORMAT = {
  type: 'array' as const,
  maxItems: MAX_PRICE_BREAKS,
  items: {
    type: 'object' as const,
    required: ['min_quantity', 'price'],
    properties: {
      min_quantity: { type: 'integer' as const, minimum: 2, maximum: 1_000_000 },
      price: PRICE_FORMAT,
    },
  },
  description:
    'Up to 10 quantity breaks, minimums rising: from min_quantity units on, a line is priced at price (never above its price without breaks). [] for none.',
  example: [
    { min_quantity: 12, price: '4.00' },
    { min_quantity: 48, price: '3.50' },
  ],
};

/**
 * Quantity breaks: absent (create: none; update: unchanged) or a list (empty for none); null
 * and every bad break are refused naming the field (`price_breaks[1].min_quantity`). The
 * client's own breaks take the same rule.
 */
export const IsPriceBreaks = (required = false) =>
  applyDecorators(
    ApiProperty({ ...PRICE_BREAKS_FORMAT, required }),
    ValidateIf((_, value) => required || value !== undefined),
    ValidateBy({
      name: 'isPriceBreaks',
      validator: {
        validate: (value) => priceBreaksProblem(value) === null,
        defaultMessage: (args) => priceBreaksProblem(args?.value) ?? 'price_breaks is not valid',
      },
    }),
  );

/**
 * A product's fields. Only `photo`, `tax_rate`, `min_quantity` and `case_pack` may be null (the drawer's Eliminar button sends null to
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

  /** The fewest units a client's order line may hold (0 aside); absent or null: no minimum. */
  @IsOrderRule('min_quantity')
  min_quantity?: number | null;

  /** Units a client orders it in multiples of (a case of 6); absent or null: any. */
  @IsOrderRule('case_pack')
  case_pack?: number | null;

  /** Quantity-break prices (12+ at $4.00, 48+ at $3.50); absent or []: none. */
  @IsPriceBreaks()
  price_breaks?: unknown;
}
