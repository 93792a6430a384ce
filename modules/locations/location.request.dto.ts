import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { NAME_REQUIRED } from './domain/location-rules';

const FLAG = (name: string) => ({ message: `${name} must be true or false` });

export class CreateLocationRequest {
  @IsString({ message: NAME_REQUIRED })
  name!: string;

  @IsOptional()
  @IsBoolean(FLAG('active'))
  active?: boolean;
}

export class UpdateLocationRequest {
  @IsOptional()
  @IsString({ message: NAME_REQUIRED })
  name?: string;

  @IsOptional()
  @IsBoolean(FLAG('active'))
  active?: boolean;

  @IsOptional()
  @IsBoolean(FLAG('default'))
  default?: boolean;
}
