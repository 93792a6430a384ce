import { IsBoolean, IsEmail, IsObject, IsOptional, IsString, ValidateIf } from 'class-validator';
import { PageQuery } from '../../platform';

const NAME = { message: 'A name is required for a client.' };
const EMAIL_FORMAT = { message: 'email must be a valid email address' };
/** Blank names and emails get the spec's "required" message from the service instead. */
const hasText = (_: unknown, value: unknown) => typeof value === 'string' && value.trim() !== '';
const METADATA = { message: 'metadata must be an object of custom field values' };

export class CreateClientRequest {
  @IsString(NAME)
  name!: string;

  @IsString({ message: 'An email is required for a client.' })
  @ValidateIf(hasText)
  @IsEmail({}, EMAIL_FORMAT)
  email!: string;

  @IsOptional()
  @IsString({ message: 'address must be text' })
  address?: string;

  @IsOptional()
  @IsObject(METADATA)
  metadata?: Record<string, unknown>;
}

export class UpdateClientRequest {
  @IsOptional()
  @IsString(NAME)
  name?: string;

  // The spec's wording for an edit differs from the one for a create.
  @IsOptional()
  @IsString({ message: 'A email is required for a client.' })
  @ValidateIf(hasText)
  @IsEmail({}, EMAIL_FORMAT)
  email?: string;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'address must be text' })
  address?: string | null;

  @IsOptional()
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
