import { IsBoolean } from 'class-validator';

export class SetProviderClientActiveRequest {
  @IsBoolean({ message: 'active must be true or false' })
  active!: boolean;
}
