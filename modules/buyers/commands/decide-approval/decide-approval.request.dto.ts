import { IsString } from 'class-validator';
import { MaxChars } from '../../../platform';
import { NotBlank } from '../manage-buyers/buyers.request.dto';

/** Why an approver declines an order: the buyer reads it. */
export class DeclineApprovalRequest {
  @IsString({ message: 'reason is required' })
  @NotBlank('reason is required')
  @MaxChars(500)
  reason!: string;
}
