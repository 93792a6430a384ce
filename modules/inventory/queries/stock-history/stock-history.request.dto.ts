import { IsIn, IsOptional } from 'class-validator';
import { IsId, IsMoment, PageQuery } from '../../../platform';

const MOMENT = (name: string) => ({
  message: `${name} must be an ISO date and time, e.g. 2026-11-21T09:30:00Z`,
});

/** The query of GET /api/provider/{id}/stock/history. */
export class StockHistoryRequest extends PageQuery {
  @IsOptional()
  @IsId({ message: 'product_id must be a product id' })
  product_id?: string;

  @IsOptional()
  @IsId({ message: 'location_id must be a location id' })
  location_id?: string;

  @IsOptional()
  @IsMoment(MOMENT('from'))
  from?: string;

  @IsOptional()
  @IsMoment(MOMENT('to'))
  to?: string;

  /** Only the changes recorded by then: the history as it was known at that moment. */
  @IsOptional()
  @IsMoment(MOMENT('known_at'))
  known_at?: string;

  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'format must be json or csv' })
  format?: 'json' | 'csv';
}
