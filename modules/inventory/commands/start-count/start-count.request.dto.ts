import { IsOptional, IsString } from 'class-validator';
import { IsId, MAX_NAME_LENGTH, MaxChars } from '../../../platform';
import { IsNotes } from '../../request-validation';

/** POST /api/provider/{provider_id}/counts: where to count, and which products. */
export class StartCountRequest {
  @IsId({ message: 'location_id must be a location id' })
  location_id!: string;

  /** Only the active products whose name, SKU or barcode holds this; absent: all of them. */
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxChars(MAX_NAME_LENGTH)
  search?: string | null;

  @IsNotes()
  notes?: string | null;
}
