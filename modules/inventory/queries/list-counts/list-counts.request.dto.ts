import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { IsId, PageQuery } from '../../../platform';
import { COUNT_STATUSES, CountStatus } from '../../domain/stock-count';

const STATUS = {
  each: true,
  message: `status must be one or more of ${COUNT_STATUSES.join(', ')}, separated by commas`,
};

/** The query of GET …/counts: statuses (comma-separated), a location, a page. */
export class ListCountsRequest extends PageQuery {
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @IsIn(COUNT_STATUSES, STATUS)
  status?: CountStatus[];

  @IsOptional()
  @IsId({ message: 'location_id must be a location id' })
  location_id?: string;
}
