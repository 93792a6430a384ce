import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, isEmail, ValidateBy } from 'class-validator';
import { PAYMENT_TERMS, type PaymentTerms } from '../../../clients';
import { IsOptionalNotNull, MAX_EMAIL_LENGTH, MaxChars } from '../../../platform';
import {
  LEAD_TIME_MESSAGE,
  MAX_CONTACT_NAME,
  MAX_LEAD_TIME_DAYS,
  MAX_SUPPLIER_NAME,
  MAX_SUPPLIER_NOTES,
  SUPPLIER_NAME_REQUIRED,
} from '../../domain/supplier';

export const PAYMENT_TERMS_MESSAGE = `payment_terms must be ${PAYMENT_TERMS.join(', ')}, or null for none`;

/** An address, or blank for none; what is not text is left to the type check. */
const IsEmailOrBlank = () =>
  ValidateBy({
    name: 'isEmailOrBlank',
    validator: {
      validate: (value: unknown) =>
        typeof value !== 'string' || value.trim() === '' || isEmail(value.trim()),
      defaultMessage: () => 'email must be a valid email address',
    },
  });

/** The fields of a supplier but its name: each may be left out; null clears a text. */
export class SupplierFieldsRequest {
  /** Whom to ask at the supplier. */
  @IsOptional()
  @IsString({ message: 'contact_name must be text' })
  @MaxChars(MAX_CONTACT_NAME)
  contact_name?: string | null;

  @IsOptional()
  @IsString({ message: 'email must be text' })
  @MaxChars(MAX_EMAIL_LENGTH)
  @IsEmailOrBlank()
  email?: string | null;

  /** Digits, spaces and + ( ) - . / only, at most 40 characters (as the provider's own phone). */
  @IsOptional()
  @IsString({ message: 'phone must be text' })
  @MaxChars(200)
  phone?: string | null;

  /** ISO 4217, the currency of its prices; absent or null on a new supplier: the provider's. */
  @IsOptional()
  @IsString({ message: 'currency must be text' })
  @MaxChars(10)
  currency?: string | null;

  /** Days from ordering to delivery, 0 to 365. */
  @IsOptionalNotNull()
  @IsInt({ message: LEAD_TIME_MESSAGE })
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_LEAD_TIME_DAYS })
  lead_time_days?: number;

  /** When its invoices are due (the clients' terms); null for none. */
  @IsOptional()
  @IsIn(PAYMENT_TERMS, { message: PAYMENT_TERMS_MESSAGE })
  @ApiPropertyOptional({ enum: PAYMENT_TERMS, nullable: true })
  payment_terms?: PaymentTerms | null;

  @IsOptional()
  @IsString({ message: 'notes must be text' })
  @MaxChars(MAX_SUPPLIER_NOTES)
  notes?: string | null;

  /** false archives it: hidden from the list unless asked for. */
  @IsOptionalNotNull()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** POST /api/provider/{provider_id}/suppliers: a new supplier, its name unique (case aside). */
export class CreateSupplierRequest extends SupplierFieldsRequest {
  @IsString({ message: SUPPLIER_NAME_REQUIRED })
  @MaxChars(MAX_SUPPLIER_NAME)
  name!: string;
}

/** PUT /api/provider/{provider_id}/suppliers/{supplier_id}: the fields to change. */
export class UpdateSupplierRequest extends SupplierFieldsRequest {
  @IsOptionalNotNull()
  @IsString({ message: SUPPLIER_NAME_REQUIRED })
  @MaxChars(MAX_SUPPLIER_NAME)
  name?: string;
}
