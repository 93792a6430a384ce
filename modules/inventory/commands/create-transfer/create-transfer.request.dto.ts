import { Transform, Type } from 'class-transformer';
import { IsId } from '../../../platform';
import { IsNotes } from '../../request-validation';
import { IsTransferLines, TransferLineRequest, transferLinesFrom } from './transfer-lines.request';

/** POST /api/provider/{provider_id}/transfers: from where, to where, what. */
export class CreateTransferRequest {
  @IsId({ message: 'from_location_id must be a location id' })
  from_location_id!: string;

  @IsId({ message: 'to_location_id must be a location id' })
  to_location_id!: string;

  /** The products and their units (lines of 0 are dropped; at least one must remain). */
  @Type(() => TransferLineRequest)
  @Transform(({ obj }) => transferLinesFrom(obj.products))
  @IsTransferLines()
  products!: TransferLineRequest[];

  @IsNotes()
  notes?: string | null;
}
