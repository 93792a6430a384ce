import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_TOKEN_LENGTH,
  MaxChars,
} from '../../platform';

/** Emails arrive with stray spaces from copy and paste; they are not part of the address. */
const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * Every password that is set (sign-up, reset, accept-invite) meets the same rules: more than 6
 * characters (the spec's words), at most 200, and not only spaces. Spaces inside count.
 */
const NewPassword = () =>
  applyDecorators(
    IsString({ message: 'password is required' }),
    MinLength(7, { message: 'The password must be greater than 6 characters.' }),
    MaxChars(MAX_PASSWORD_LENGTH),
    Matches(/\S/, { message: 'password must not be blank or only spaces' }),
  );

export class SignupRequest {
  @Trimmed()
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxChars(MAX_EMAIL_LENGTH)
  email!: string;

  @NewPassword()
  password!: string;

  @IsString({ message: 'name (the business name) is required' })
  @IsNotEmpty({ message: 'name (the business name) is required' })
  @MaxChars(MAX_NAME_LENGTH)
  name!: string;
}

export class LoginRequest {
  @Trimmed()
  @IsString({ message: 'email is required' })
  @IsNotEmpty({ message: 'email is required' })
  @MaxChars(MAX_EMAIL_LENGTH)
  email!: string;

  @IsString({ message: 'password is required' })
  @IsNotEmpty({ message: 'password is required' })
  @MaxChars(MAX_PASSWORD_LENGTH)
  password!: string;
}

export class RefreshRequest {
  @IsString({ message: 'refresh_token is required' })
  @IsNotEmpty({ message: 'refresh_token is required' })
  @MaxChars(MAX_TOKEN_LENGTH)
  refresh_token!: string;
}

export class LinkTokens {
  @IsString({ message: 'auth.access_token is required' })
  @IsNotEmpty({ message: 'auth.access_token is required' })
  @MaxChars(MAX_TOKEN_LENGTH)
  access_token!: string;

  @IsString({ message: 'auth.refresh_token is required' })
  @IsNotEmpty({ message: 'auth.refresh_token is required' })
  @MaxChars(MAX_TOKEN_LENGTH)
  refresh_token!: string;
}

/** accept-invite and reset: the new password and the tokens from the link's hash. */
export class SetPasswordRequest {
  @NewPassword()
  password!: string;

  @IsObject({ message: 'auth (the tokens from the link) is required' })
  @ValidateNested()
  @Type(() => LinkTokens)
  auth!: LinkTokens;
}

export class SendResetRequest {
  @Trimmed()
  @IsString({ message: 'Make sure you filled in your email' })
  @IsNotEmpty({ message: 'Make sure you filled in your email' })
  @MaxChars(MAX_EMAIL_LENGTH)
  email!: string;
}
