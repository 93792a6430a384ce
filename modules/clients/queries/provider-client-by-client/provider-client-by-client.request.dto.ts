import { IsString } from 'class-validator';

export class ProviderClientByClientQuery {
  @IsString({ message: 'client_id is required' })
  client_id!: string;
}
