import { IsArray, IsBoolean, IsIn, IsString } from 'class-validator';
import {
  counted,
  IsOptionalNotNull,
  MAX_FIELD_OPTIONS,
  MAX_LABEL_LENGTH,
  MaxChars,
  MaxItems,
} from '../../../platform';
import { ENTITY_TYPES, EntityType, FIELD_TYPES, FieldType } from '../../domain/custom-fields';

export const ENTITY_TYPE = { message: `entity_type must be one of ${ENTITY_TYPES.join(', ')}` };
export const FIELD_TYPE = { message: `field_type must be one of ${FIELD_TYPES.join(', ')}` };
export const LABEL = { message: 'Field label is required.' };
export const OPTIONS = { message: 'field_options must be a list of texts' };
export const OPTION_COUNT = {
  message: `field_options may hold at most ${counted(MAX_FIELD_OPTIONS)} options`,
};
export const OPTION_LENGTH = {
  each: true,
  message: `each of field_options must be at most ${counted(MAX_LABEL_LENGTH)} characters`,
};
export const ACTIVE = { message: 'active must be true or false' };
export const PORTAL_FILTER = { message: 'portal_filter must be true or false' };

/** A new field. Optional fields may be left out but not sent as null. */
export class CreateFieldRequest {
  @IsIn(ENTITY_TYPES, ENTITY_TYPE)
  entity_type!: EntityType;

  @IsString(LABEL)
  @MaxChars(MAX_LABEL_LENGTH)
  field_label!: string;

  @IsIn(FIELD_TYPES, FIELD_TYPE)
  field_type!: FieldType;

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
