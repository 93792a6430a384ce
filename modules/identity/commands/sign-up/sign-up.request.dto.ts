import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MinLength } from 'class-validator';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MaxChars,
} from '../../../platform';

/** Emails arrive with stray spaces from copy and paste; they are not part of the address. */
export const Trimmed = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * Every password that is set (sign-up, reset, accept-invite) meets the same rules: more than 6
 * characters (the spec's words), at most 200, and not only spaces. Spaces inside count.
 */
export const NewPassword = () =>
  applyDecorators(
    IsString({ message: 'password is required' }),
    MinLength(7, { message: 'The password must be greater than 6 characters.' }),
    MaxChars(MAX_PASSWORD_LENGTH),
    Matches(/\S/, { message: 'password must not be blank or only spaces' }),
  );

export class SignUpRequest {
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
