import { IsArray, IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { ENTITY_TYPES, EntityType, FIELD_TYPES, FieldType } from '../domain/custom-fields';

const ENTITY_TYPE = { message: `entity_type must be one of ${ENTITY_TYPES.join(', ')}` };
const FIELD_TYPE = { message: `field_type must be one of ${FIELD_TYPES.join(', ')}` };
const OPTIONS = { message: 'field_options must be a list of texts' };

export class CreateFieldRequest {
  @IsIn(ENTITY_TYPES, ENTITY_TYPE)
  entity_type!: EntityType;

  @IsString({ message: 'Field label is required.' })
  field_label!: string;

  @IsIn(FIELD_TYPES, FIELD_TYPE)
  field_type!: FieldType;

  @IsOptional()
  @IsArray(OPTIONS)
  @IsString({ each: true, ...OPTIONS })
  field_options?: string[];

  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** The same fields; entity and field type may be sent but must equal the field's own. */
export class UpdateFieldRequest {
  @IsOptional()
  @IsIn(ENTITY_TYPES, ENTITY_TYPE)
  entity_type?: EntityType;

  @IsOptional()
  @IsString({ message: 'Field label is required.' })
  field_label?: string;

  @IsOptional()
  @IsIn(FIELD_TYPES, FIELD_TYPE)
  field_type?: FieldType;

  @IsOptional()
  @IsArray(OPTIONS)
  @IsString({ each: true, ...OPTIONS })
  field_options?: string[];

  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

export class ListFieldsQuery {
  @IsOptional()
  @IsIn(ENTITY_TYPES, ENTITY_TYPE)
  entity_type?: EntityType;
}
