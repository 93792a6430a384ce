import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsId, IsMoment } from '../../../platform';

const MOMENT = (name: string) => ({
  message: `${name} must be an ISO date and time, e.g. 2026-11-21T09:30:00Z`,
});
const LIMIT = { message: 'limit must be a whole number from 1 to 1000' };

/** The query of GET /api/provider/{id}/stock/explain. */
export class ExplainBalanceRequest {
  @IsId({ message: 'product_id must be a product id' })
  product_id!: string;

  @IsId({ message: 'location_id must be a location id' })
  location_id!: string;

  /** The moment the balance stands at, as the grid's As of (default: now). */
  @IsOptional()
  @IsMoment(MOMENT('as_of'))
  as_of?: string;

  /** As known then: changes recorded later are left out (default: now). */
  @IsOptional()
  @IsMoment(MOMENT('known_at'))
  known_at?: string;

  /** How many of the latest changes to list (default 100); earlier ones are brought forward. */
  @IsOptional()
  @Transform(({ value }) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
  )
  @IsInt(LIMIT)
  @Min(1, LIMIT)
  @Max(1000, LIMIT)
  limit?: number;
}
