import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { IsId, IsOptionalNotNull, IsValidNested, MaxChars } from '../../../platform';
import {
  INVOICE_SCOPES,
  isMinOrderValue,
  MAX_ADDRESS_LENGTH,
  MAX_LEGAL_NAME_LENGTH,
  MAX_NEW_ORDER_RECIPIENTS,
  MAX_PAYMENT_TERMS_DAYS,
  MAX_TAX_ID_LENGTH,
  MIN_ORDER_VALUE_MESSAGE,
  PORTAL_STOCK,
} from '../../domain/business-settings';

const nullable = () => ValidateIf((_, value) => value !== null && value !== undefined);

/** Which mails to switch on (true) or off (false); a mail left out stays as it is. */
export class NotificationSwitchesRequest {
  @IsOptional()
  @IsBoolean({ message: 'order_received must be true or false' })
  order_received?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'order_shipped must be true or false' })
  order_shipped?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'invoice_issued must be true or false' })
  invoice_issued?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'order_cancelled must be true or false' })
  order_cancelled?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'return_answered must be true or false' })
  return_answered?: boolean;
}

/** PUT /api/provider/{provider_id}/settings: any of the settings; text null or empty clears it. */
export class UpdateSettingsRequest {
  @nullable()
  @IsString({ message: 'legal_name must be text' })
  @MaxChars(MAX_LEGAL_NAME_LENGTH)
  legal_name?: string | null;

  @nullable()
  @IsString({ message: 'address must be text' })
  @MaxChars(MAX_ADDRESS_LENGTH)
  address?: string | null;

  @nullable()
  @IsString({ message: 'tax_id must be text' })
  @MaxChars(MAX_TAX_ID_LENGTH)
  tax_id?: string | null;

  @IsOptionalNotNull()
  @IsString({ message: 'currency must be an ISO 4217 code such as USD or EUR' })
  @MaxChars(10)
  currency?: string;

  @IsOptionalNotNull()
  @IsString({ message: 'locale must be a language tag such as en-US or fr-FR' })
  @MaxChars(35)
  locale?: string;

  @IsOptionalNotNull()
  @IsString({ message: 'order_prefix must be text' })
  @MaxChars(10)
  order_prefix?: string;

  @IsOptionalNotNull()
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: 'default_tax_rate must be a percentage from 0 to 100, at most three decimals' },
  )
  default_tax_rate?: number;

  @IsOptionalNotNull()
  @IsInt({
    message: `payment_terms_days must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`,
  })
  @Min(0, {
    message: `payment_terms_days must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`,
  })
  @Max(MAX_PAYMENT_TERMS_DAYS, {
    message: `payment_terms_days must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`,
  })
  payment_terms_days?: number;

  @IsOptionalNotNull()
  @IsIn(INVOICE_SCOPES, { message: 'invoice_per must be ORDER or SHIPMENT' })
  invoice_per?: 'ORDER' | 'SHIPMENT';

  /**
   * The smallest total before tax a client may order through the portal, in the currency; null
   * for none. A JSON number, text refused.
   */
  @nullable()
  @ValidateBy({
    name: 'isMinOrderValue',
    validator: { validate: isMinOrderValue, defaultMessage: () => MIN_ORDER_VALUE_MESSAGE },
  })
  min_order_value?: number | null;

  /** Members (user ids) to mail of each new portal order; ids of non-members are ignored. */
  @IsOptionalNotNull()
  @IsArray({ message: 'new_order_recipients must be a list of user ids' })
  @ArrayMaxSize(MAX_NEW_ORDER_RECIPIENTS, {
    message: `new_order_recipients may name at most ${MAX_NEW_ORDER_RECIPIENTS} members`,
  })
  @IsId({ each: true, message: 'new_order_recipients must be a list of user ids' })
  new_order_recipients?: string[];

  /** `exact`: the portal shows "Available: N"; `words`: In stock, Low stock or Out of stock. */
  @IsOptionalNotNull()
  @IsIn(PORTAL_STOCK, { message: 'portal_stock must be exact or words' })
  portal_stock?: 'exact' | 'words';

  /** Digits, spaces and + ( ) - . / only, at most 40 once trimmed; null or empty clears it. */
  @nullable()
  @IsString({ message: 'contact_phone must be text' })
  contact_phone?: string | null;

  @IsOptionalNotNull()
  @Type(() => NotificationSwitchesRequest)
  @IsValidNested(
    NotificationSwitchesRequest,
    'notifications must be an object of true or false switches',
  )
  notifications?: NotificationSwitchesRequest;
}
