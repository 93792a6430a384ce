import { IsUUID } from 'class-validator';

export class ListAvailabilityQuery {
  @IsUUID('all', { message: 'client_id is required: the client whose availability to list' })
  client_id!: string;
}
