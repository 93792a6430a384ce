import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { IsProductLines, ProductLineRequest, productLinesFrom } from '../../../inventory';
import { MAX_CARRIER_LENGTH, MAX_TRACKING_LENGTH } from '../../domain/shipment';

/**
 * POST …/order/{order_id}/shipments: the units shipped (absent: everything that remains), the
 * day they left (absent: today), and the carrier and tracking number, if any.
 */
export class ShipOrderRequest {
  @IsOptional()
  @Type(() => ProductLineRequest)
  @Transform(({ obj }) => productLinesFrom(obj.products))
  @IsProductLines()
  products?: ProductLineRequest[];

  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-12-05', nullable: true })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: 'shipped_on must be a date (YYYY-MM-DD)' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'shipped_on must be a date (YYYY-MM-DD)' })
  shipped_on?: string | null;

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: 'carrier must be text' })
  @MaxLength(MAX_CARRIER_LENGTH, {
    message: `carrier must be at most ${MAX_CARRIER_LENGTH} characters`,
  })
  carrier?: string | null;

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: 'tracking_number must be text' })
  @MaxLength(MAX_TRACKING_LENGTH, {
    message: `tracking_number must be at most ${MAX_TRACKING_LENGTH} characters`,
  })
  tracking_number?: string | null;
}
