import { IsObject, IsOptional, IsString, isEmail, ValidateBy } from 'class-validator';
import {
  IsOptionalNotNull,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  MaxChars,
} from '../../../platform';

export const METADATA = { message: 'metadata must be an object of custom field values' };
export const NAME = { message: 'A name is required for a client.' };
export const ADDRESS = { message: 'address must be text' };

/**
 * A valid address, or a blank one: a blank gets the spec's "required" message from the domain
 * instead. A condition on the whole property (`ValidateIf`) would skip the text check too, and
 * let a missing or non-text email through to the database.
 */
export const IsEmailOrBlank = () =>
  ValidateBy({
    name: 'isEmailOrBlank',
    validator: {
      validate: (value: unknown) =>
        typeof value !== 'string' || value.trim() === '' || isEmail(value),
      defaultMessage: () => 'email must be a valid email address',
    },
  });

/** A new client: name and email required; address and custom values optional, never null. */
export class CreateClientRequest {
  @IsString(NAME)
  @MaxChars(MAX_NAME_LENGTH)
  name!: string;

  @IsString({ message: 'An email is required for a client.' })
  @IsEmailOrBlank()
  @MaxChars(MAX_EMAIL_LENGTH)
  email!: string;

  @IsOptional()
  @IsString(ADDRESS)
  @MaxChars(MAX_NOTE_LENGTH)
  address?: string | null;

  @IsOptionalNotNull()
  @IsObject(METADATA)
  metadata?: Record<string, unknown>;
}
