import { IsBoolean, IsObject, IsOptional, IsString, isEmail, ValidateBy } from 'class-validator';
import {
  IsOptionalNotNull,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  MaxChars,
  PageQuery,
} from '../../platform';

const METADATA = { message: 'metadata must be an object of custom field values' };
const NAME = { message: 'A name is required for a client.' };
// The spec's wording for an edit differs from the one for a create.
const EMAIL_ON_CREATE = { message: 'An email is required for a client.' };
const EMAIL_ON_EDIT = { message: 'A email is required for a client.' };
const ADDRESS = { message: 'address must be text' };

/**
 * A valid address, or a blank one: a blank gets the spec's "required" message from the service
 * instead. A condition on the whole property (`ValidateIf`) would skip the text check too, and
 * let a missing or non-text email through to the database.
 */
const IsEmailOrBlank = () =>
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

  @IsString(EMAIL_ON_CREATE)
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

/** A change: any field may be left out; only the address may be null (it clears it). */
export class UpdateClientRequest {
  @IsOptionalNotNull()
  @IsString(NAME)
  @MaxChars(MAX_NAME_LENGTH)
  name?: string;

  @IsOptionalNotNull()
  @IsString(EMAIL_ON_EDIT)
  @IsEmailOrBlank()
  @MaxChars(MAX_EMAIL_LENGTH)
  email?: string;

  @IsOptional()
  @IsString(ADDRESS)
  @MaxChars(MAX_NOTE_LENGTH)
  address?: string | null;

  @IsOptionalNotNull()
  @IsObject(METADATA)
  metadata?: Record<string, unknown>;
}

export class UpdateProviderClientRequest {
  @IsBoolean({ message: 'active must be true or false' })
  active!: boolean;
}

export class ProviderClientQuery {
  @IsString({ message: 'client_id is required' })
  client_id!: string;
}

export class ListProviderClientsQuery extends PageQuery {}
