import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsBoolean, IsObject, IsOptional, IsString } from 'class-validator';
import { IsOptionalNotNull, MAX_NAME_LENGTH, MAX_URL_LENGTH, MaxChars } from '../../../platform';
import { PRICE_FORMAT } from '../../domain/price';
import {
  ACTIVE,
  IsOrderRule,
  IsPriceBreaks,
  IsProductCode,
  IsTaxRate,
  METADATA,
  NAME,
  PHOTO,
  TRACK_LOTS,
} from '../create-product/create-product.request.dto';

/**
 * The fields to change, held to the rules of a new product's; only `photo`, `tax_rate`,
 * `min_quantity` and `case_pack` may be null.
 */
export class UpdateProductRequest {
  @IsOptionalNotNull()
  @IsString(NAME)
  @MaxChars(MAX_NAME_LENGTH)
  name?: string;

  /** Null, like a blank, is a missing price: parsePrice answers the spec's message. */
  @ApiProperty({ ...PRICE_FORMAT, required: false })
  @Allow()
  price?: unknown;

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

  /** Null or blank removes it. */
  @IsProductCode('sku')
  sku?: string | null;

  @IsProductCode('barcode')
  barcode?: string | null;

  /** Switchable at any time: units held before are in no lot; lots held stay lots. */
  @IsOptionalNotNull()
  @IsBoolean(TRACK_LOTS)
  track_lots?: boolean;

  /**
   * Percent (0 to 100, at most 3 decimals); null: back to the provider's default rate. Orders
   * already placed keep the rate they were placed at.
   */
  @IsTaxRate()
  tax_rate?: number | null;

  /** Null removes it. Orders already placed stay as they were. */
  @IsOrderRule('min_quantity')
  min_quantity?: number | null;

  /** Null removes it. */
  @IsOrderRule('case_pack')
  case_pack?: number | null;

  /** The whole list in place of the old one; [] removes them. Orders placed stay as they were. */
  @IsPriceBreaks()
  price_breaks?: unknown;
}
