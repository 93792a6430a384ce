import { IsArray, IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import {
  counted,
  IsOptionalNotNull,
  MAX_FIELD_OPTIONS,
  MAX_LABEL_LENGTH,
  MaxChars,
  MaxItems,
} from '../../platform';
import { ENTITY_TYPES, EntityType, FIELD_TYPES, FieldType } from '../domain/custom-fields';

const ENTITY_TYPE = { message: `entity_type must be one of ${ENTITY_TYPES.join(', ')}` };
const FIELD_TYPE = { message: `field_type must be one of ${FIELD_TYPES.join(', ')}` };
const LABEL = { message: 'Field label is required.' };
const OPTIONS = { message: 'field_options must be a list of texts' };
const OPTION_COUNT = {
  message: `field_options may hold at most ${counted(MAX_FIELD_OPTIONS)} options`,
};
const OPTION_LENGTH = {
  each: true,
  message: `each of field_options must be at most ${counted(MAX_LABEL_LENGTH)} characters`,
};
const ACTIVE = { message: 'active must be true or false' };

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
}

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
}

export class ListFieldsQuery {
  @IsOptional()
  @IsIn(ENTITY_TYPES, ENTITY_TYPE)
  entity_type?: EntityType;
}
