import { Transform, Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ADJUST_REASONS, MAX_REASON_NOTE_LENGTH } from '../../domain/adjustment';
import {
  IsTransferLines,
  TransferLineRequest,
  transferLinesFrom,
} from '../create-transfer/transfer-lines.request';

/**
 * POST …/transfers/{transfer_id}/receive: what arrived (absent: everything in transit), and
 * with a write-off reason, what is then still in transit is written off for it.
 */
export class ReceiveTransferRequest {
  @IsOptional()
  @Type(() => TransferLineRequest)
  @Transform(({ obj }) => transferLinesFrom(obj.products))
  @IsTransferLines()
  products?: TransferLineRequest[];

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsIn(ADJUST_REASONS, {
    message: `write_off_reason must be one of ${ADJUST_REASONS.join(', ')}`,
  })
  write_off_reason?: string | null;

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: 'write_off_note must be text' })
  @MaxLength(MAX_REASON_NOTE_LENGTH, {
    message: `write_off_note must be at most ${MAX_REASON_NOTE_LENGTH} characters`,
  })
  write_off_note?: string | null;
}
