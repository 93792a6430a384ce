import { IsOptional } from 'class-validator';
import { IsMoment } from '../../../platform';

/** `as_of` of a read that can show the past (an order): a moment. */
export class AsOfQuery {
  @IsOptional()
  @IsMoment({ message: 'as_of must be an ISO date and time, e.g. 2026-11-21T09:30:00Z' })
  as_of?: string;
}
