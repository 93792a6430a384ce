import { IsBoolean, IsString } from 'class-validator';
import { IsOptionalNotNull, MAX_NAME_LENGTH, MaxChars } from '../../../platform';
import { NAME_REQUIRED } from '../../domain/location-rules';

/** Each field may be left out; none may be null (a location always has a name and both flags). */
export class UpdateLocationRequest {
  @IsOptionalNotNull()
  @IsString({ message: NAME_REQUIRED })
  @MaxChars(MAX_NAME_LENGTH)
  name?: string;

  @IsOptionalNotNull()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @IsOptionalNotNull()
  @IsBoolean({ message: 'default must be true or false' })
  default?: boolean;
}
