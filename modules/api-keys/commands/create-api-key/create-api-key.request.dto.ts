import { ArrayMaxSize, IsArray, IsIn, IsString } from 'class-validator';
import { MaxChars } from '../../../platform';
import { MAX_KEY_NAME } from '../../domain/api-key-secret';
import { SCOPES } from '../../domain/scopes';

export class CreateApiKeyRequest {
  @IsString({ message: 'Name the key.' })
  @MaxChars(MAX_KEY_NAME)
  name!: string;

  @IsArray({ message: 'scopes must be a list' })
  @ArrayMaxSize(SCOPES.length * 2)
  @IsIn(SCOPES, { each: true, message: `Each scope is one of: ${SCOPES.join(', ')}.` })
  scopes!: string[];
}
