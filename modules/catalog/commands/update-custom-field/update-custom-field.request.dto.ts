import { IsArray, IsBoolean, IsIn, IsString } from 'class-validator';
import {
  IsOptionalNotNull,
  MAX_FIELD_OPTIONS,
  MAX_LABEL_LENGTH,
  MaxChars,
  MaxItems,
} from '../../../platform';
import { ENTITY_TYPES, EntityType, FIELD_TYPES, FieldType } from '../../domain/custom-fields';
import {
  ACTIVE,
  ENTITY_TYPE,
  FIELD_TYPE,
  LABEL,
  OPTION_COUNT,
  OPTION_LENGTH,
  OPTIONS,
  PORTAL_FILTER,
} from '../create-custom-field/create-custom-field.request.dto';

/** The same fields; entity and field type may be sent but must equal the field's own. */
export class UpdateFieldRequest {
  @IsOptionalNotNull()
  @IsIn(ENTITY_TYPES, ENTITY_TYPE)
  entity_type?: EntityType;

  @IsOptionalNotNull()
  @IsString(LABEL)
  @MaxChars(MAX_LABEL_LENGTH)
  field_label?: string;

  @IsOptionalNotNull()
  @IsIn(FIELD_TYPES, FIELD_TYPE)
  field_type?: FieldType;

  @IsOptionalNotNull()
  @IsArray(OPTIONS)
  @MaxItems(MAX_FIELD_OPTIONS, OPTION_COUNT)
  @IsString({ each: true, ...OPTIONS })
  @MaxChars(MAX_LABEL_LENGTH, OPTION_LENGTH)
  field_options?: string[];

  @IsOptionalNotNull()
  @IsBoolean(ACTIVE)
  active?: boolean;

  /** A filter of the client portal's catalog (text, dropdown and yes/no product fields only). */
  @IsOptionalNotNull()
  @IsBoolean(PORTAL_FILTER)
  portal_filter?: boolean;
}
