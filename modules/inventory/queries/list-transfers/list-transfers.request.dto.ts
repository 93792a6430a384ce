import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { IsId, PageQuery } from '../../../platform';
import { TRANSFER_STATUSES, TransferStatus } from '../../domain/transfer';

const STATUS = {
  each: true,
  message: `status must be one or more of ${TRANSFER_STATUSES.join(', ')}, separated by commas`,
};

/**
 * The query of GET …/transfers: statuses (comma-separated), a location (from or to), a page.
 * The CSV export takes the same and holds every transfer it selects (no page).
 */
export class ListTransfersRequest extends PageQuery {
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @IsIn(TRANSFER_STATUSES, STATUS)
  status?: TransferStatus[];

  @IsOptional()
  @IsId({ message: 'location_id must be a location id' })
  location_id?: string;
}
