import { IsBoolean, IsString } from 'class-validator';
import { IsOptionalNotNull, MAX_NAME_LENGTH, MaxChars } from '../../../platform';
import { NAME_REQUIRED } from '../../domain/location-rules';

export class CreateLocationRequest {
  @IsString({ message: NAME_REQUIRED })
  @MaxChars(MAX_NAME_LENGTH)
  name!: string;

  @IsOptionalNotNull()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}
