import { IsUUID } from 'class-validator';
import { AVAILABILITY_REQUIRED } from '../../domain/custom-pricing';

export class AddAvailabilityRequest {
  @IsUUID('all', { message: AVAILABILITY_REQUIRED })
  client_id!: string;

  @IsUUID('all', { message: AVAILABILITY_REQUIRED })
  product_id!: string;
}
