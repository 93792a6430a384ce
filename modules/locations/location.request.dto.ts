import { IsBoolean, IsString } from 'class-validator';
import { IsOptionalNotNull, MAX_NAME_LENGTH, MaxChars } from '../platform';
import { NAME_REQUIRED } from './domain/location-rules';

const FLAG = (name: string) => ({ message: `${name} must be true or false` });

export class CreateLocationRequest {
  @IsString({ message: NAME_REQUIRED })
  @MaxChars(MAX_NAME_LENGTH)
  name!: string;

  @IsOptionalNotNull()
  @IsBoolean(FLAG('active'))
  active?: boolean;
}

/** Each field may be left out; none may be null (a location always has a name and both flags). */
export class UpdateLocationRequest {
  @IsOptionalNotNull()
  @IsString({ message: NAME_REQUIRED })
  @MaxChars(MAX_NAME_LENGTH)
  name?: string;

  @IsOptionalNotNull()
  @IsBoolean(FLAG('active'))
  active?: boolean;

  @IsOptionalNotNull()
  @IsBoolean(FLAG('default'))
  default?: boolean;
}
