import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, isEmail, Matches, MinLength, ValidateBy } from 'class-validator';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MaxChars,
} from '../../../platform';

/** Emails arrive with stray spaces from copy and paste; they are not part of the address. */
export const Trimmed = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** docs/product.md §5: signing up or in without an email or a password. */
export const CREDENTIALS_REQUIRED =
  'You must provide either an email or phone number and a password.';

const given = (value: unknown) => typeof value === 'string' && value !== '';

/** An email to sign up with: the spec's sentence when there is none, else a valid address. */
const IsNewEmail = () =>
  ValidateBy({
    name: 'isNewEmail',
    validator: {
      validate: (value) => given(value) && isEmail(value),
      defaultMessage: (args) =>
        given(args?.value) ? 'email must be a valid email address' : CREDENTIALS_REQUIRED,
    },
  });

/**
 * Every password that is set (sign-up, reset, accept-invite) meets the same rules: more than 6
 * characters (the spec's words), at most 200, and not only spaces. Spaces inside count.
 */
export const NewPassword = (required = 'password is required') =>
  applyDecorators(
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MinLength(7, { message: 'The password must be greater than 6 characters.' }),
    MaxChars(MAX_PASSWORD_LENGTH),
    Matches(/\S/, { message: 'password must not be blank or only spaces' }),
  );

export class SignUpRequest {
  @Trimmed()
  @IsNewEmail()
  @MaxChars(MAX_EMAIL_LENGTH)
  email!: string;

  @NewPassword(CREDENTIALS_REQUIRED)
  password!: string;

  @IsString({ message: 'name (the business name) is required' })
  @IsNotEmpty({ message: 'name (the business name) is required' })
  @MaxChars(MAX_NAME_LENGTH)
  name!: string;
}
