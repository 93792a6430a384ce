import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, ValidateBy } from 'class-validator';
import { PRICE_FORMAT, PriceError, parsePrice } from '../../../catalog';
import { IsOptionalNotNull, MaxChars } from '../../../platform';
import {
  MAX_MIN_ORDER_QUANTITY,
  MAX_PACK_SIZE,
  MAX_SUPPLIER_SKU,
  MIN_ORDER_MESSAGE,
  PACK_SIZE_MESSAGE,
  UNIT_PRICE_MESSAGE,
} from '../../domain/supplier-price';

/** A unit price as the catalog's prices are: not negative, at most 2 decimals. */
export function unitPrice(value: unknown): string {
  return parsePrice(value, UNIT_PRICE_MESSAGE);
}

const IsUnitPrice = () =>
  ValidateBy({
    name: 'isUnitPrice',
    validator: {
      validate: (value: unknown) => {
        try {
          unitPrice(value);
          return true;
        } catch (error) {
          if (error instanceof PriceError) return false;
          throw error;
        }
      },
      defaultMessage: () => UNIT_PRICE_MESSAGE,
    },
  });

/**
 * PUT /api/provider/{provider_id}/suppliers/{supplier_id}/prices/{product_id}: the supplier's
 * price for the product, set whole (a field left out takes its default).
 */
export class SetSupplierPriceRequest {
  /** Per unit, in the supplier's currency. */
  @IsUnitPrice()
  @ApiProperty(PRICE_FORMAT)
  unit_price!: unknown;

  /** The supplier's own code for the product; null or blank for none. */
  @IsOptional()
  @IsString({ message: 'supplier_sku must be text' })
  @MaxChars(MAX_SUPPLIER_SKU)
  supplier_sku?: string | null;

  /** Units in a pack the supplier sells; 1 unless said. */
  @IsOptionalNotNull()
  @IsInt({ message: PACK_SIZE_MESSAGE })
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PACK_SIZE, default: 1 })
  pack_size?: number;

  /** The fewest units one order may take: whole packs; one pack unless said. */
  @IsOptionalNotNull()
  @IsInt({ message: MIN_ORDER_MESSAGE })
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_MIN_ORDER_QUANTITY })
  min_order_quantity?: number;

  /** The product's preferred supplier: setting it clears it on the product's others. */
  @IsOptionalNotNull()
  @IsBoolean({ message: 'preferred must be true or false' })
  preferred?: boolean;
}
