import { IsIn, IsOptional } from 'class-validator';
import { ENTITY_TYPE } from '../../commands/create-custom-field/create-custom-field.request.dto';
import { ENTITY_TYPES, EntityType } from '../../domain/custom-fields';

/** GET .../metadata/fields: all fields, or those of one entity type. */
export class ListFieldsQuery {
  @IsOptional()
  @IsIn(ENTITY_TYPES, ENTITY_TYPE)
  entity_type?: EntityType;
}
