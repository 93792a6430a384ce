import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';

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
    MaxLength(200, { message: 'password must be at most 200 characters' }),
    Matches(/\S/, { message: 'password must not be blank or only spaces' }),
  );

export class SignupRequest {
  @Trimmed()
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  email!: string;

  @NewPassword()
  password!: string;

  @IsString({ message: 'name (the business name) is required' })
  @IsNotEmpty({ message: 'name (the business name) is required' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name!: string;
}

export class LoginRequest {
  @Trimmed()
  @IsString({ message: 'email is required' })
  @IsNotEmpty({ message: 'email is required' })
  email!: string;

  @IsString({ message: 'password is required' })
  @IsNotEmpty({ message: 'password is required' })
  password!: string;
}

export class RefreshRequest {
  @IsString({ message: 'refresh_token is required' })
  @IsNotEmpty({ message: 'refresh_token is required' })
  refresh_token!: string;
}

export class LinkTokens {
  @IsString({ message: 'auth.access_token is required' })
  @IsNotEmpty({ message: 'auth.access_token is required' })
  access_token!: string;

  @IsString({ message: 'auth.refresh_token is required' })
  @IsNotEmpty({ message: 'auth.refresh_token is required' })
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
  email!: string;
}
