import { IsBoolean, IsObject, IsOptional, IsString } from 'class-validator';
import {
  IsOptionalNotNull,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  MaxChars,
} from '../../../platform';
import {
  ADDRESS,
  IsEmailOrBlank,
  METADATA,
  NAME,
  TAX_EXEMPT,
  TAX_ID,
  TaxIdLength,
} from '../create-client/create-client.request.dto';

/** A change: any field may be left out; only the address and tax id may be null (it clears them). */
export class UpdateClientRequest {
  @IsOptionalNotNull()
  @IsString(NAME)
  @MaxChars(MAX_NAME_LENGTH)
  name?: string;

  // The spec's wording for an edit differs from the one for a create.
  @IsOptionalNotNull()
  @IsString({ message: 'A email is required for a client.' })
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

  /** Null or blank clears it. */
  @IsOptional()
  @IsString(TAX_ID)
  @TaxIdLength()
  tax_id?: string | null;

  /** Orders already placed keep the rates they were placed at. */
  @IsOptionalNotNull()
  @IsBoolean(TAX_EXEMPT)
  tax_exempt?: boolean;
}
