import { Query } from '@nestjs/cqrs';
import { EntityType, FieldDefinition } from '../../domain/custom-fields';

/** The provider's custom fields, of one entity type when given. */
export class ListCustomFields extends Query<{ fields: FieldDefinition[] }> {
  constructor(
    readonly providerId: string,
    readonly entityType?: EntityType,
  ) {
    super();
  }
}
