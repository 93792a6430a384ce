import { Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsString, ValidateNested } from 'class-validator';
import { MAX_TOKEN_LENGTH, MaxChars } from '../../../platform';
import { NewPassword } from '../sign-up/sign-up.request.dto';

/** The tokens from a mailed link's hash. */
export class LinkAuthRequest {
  @IsString({ message: 'auth.access_token is required' })
  @IsNotEmpty({ message: 'auth.access_token is required' })
  @MaxChars(MAX_TOKEN_LENGTH)
  access_token!: string;

  @IsString({ message: 'auth.refresh_token is required' })
  @IsNotEmpty({ message: 'auth.refresh_token is required' })
  @MaxChars(MAX_TOKEN_LENGTH)
  refresh_token!: string;
}

/** reset and accept-invite: the new password and the tokens from the link's hash. */
export class SetPasswordRequest {
  @NewPassword()
  password!: string;

  @IsObject({ message: 'auth (the tokens from the link) is required' })
  @ValidateNested()
  @Type(() => LinkAuthRequest)
  auth!: LinkAuthRequest;
}
