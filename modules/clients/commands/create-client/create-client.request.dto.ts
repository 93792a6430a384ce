import { IsBoolean, IsObject, IsOptional, IsString, isEmail, ValidateBy } from 'class-validator';
import {
  IsOptionalNotNull,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  MaxChars,
} from '../../../platform';
import { MAX_TAX_ID_LENGTH, TAX_ID_TOO_LONG } from '../../domain/client-fields';

export const METADATA = { message: 'metadata must be an object of custom field values' };
export const NAME = { message: 'A name is required for a client.' };
export const ADDRESS = { message: 'address must be text' };
export const TAX_ID = { message: 'tax_id must be text' };
export const TAX_EXEMPT = { message: 'tax_exempt must be true or false' };

/** A tax id of at most 50 characters once trimmed (what is kept); other values pass to IsString. */
export const TaxIdLength = () =>
  ValidateBy({
    name: 'taxIdLength',
    validator: {
      validate: (value: unknown) =>
        typeof value !== 'string' || value.trim().length <= MAX_TAX_ID_LENGTH,
      defaultMessage: () => TAX_ID_TOO_LONG,
    },
  });

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

/**
 * A new client: name and email required; address, custom values, tax id and exemption optional,
 * only address and tax id may be null.
 */
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

  /** The client's tax id (VAT number, EIN…), trimmed; absent, null or blank: none. */
  @IsOptional()
  @IsString(TAX_ID)
  @TaxIdLength()
  tax_id?: string | null;

  /** Whether its orders are tax exempt (placed at a rate of 0); absent: false. */
  @IsOptionalNotNull()
  @IsBoolean(TAX_EXEMPT)
  tax_exempt?: boolean;
}
