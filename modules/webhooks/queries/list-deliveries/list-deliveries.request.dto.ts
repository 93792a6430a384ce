import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../../platform';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export class ListDeliveriesRequest extends PageQuery {
  @IsOptional()
  @IsIn(DELIVERY_STATUSES, { message: `status must be one of ${DELIVERY_STATUSES.join(', ')}` })
  status?: string;
}
