import { IsIn, IsOptional } from 'class-validator';
import { IsId, IsMoment } from '../../../platform';

const MOMENT = (name: string) => ({
  message: `${name} must be an ISO date and time, e.g. 2026-11-21T09:30:00Z`,
});

/** The query of GET /api/provider/{id}/audit/report. */
export class AuditReportRequest {
  /** The period's start: the opening figures stand as of this moment. */
  @IsMoment(MOMENT('from'))
  from!: string;

  /** The period's end: the closing figures stand as of this moment. */
  @IsMoment(MOMENT('to'))
  to!: string;

  /** Only this location's stock. */
  @IsOptional()
  @IsId({ message: 'location_id must be a location id' })
  location_id?: string;

  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'format must be json or csv' })
  format?: 'json' | 'csv';
}
