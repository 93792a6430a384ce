import { Query } from '@nestjs/cqrs';
import { EntityType } from '../../domain/custom-fields';
import { CustomFieldListResponse } from '../../responses/custom-field.response.dto';

/** The provider's custom fields, of one entity type when given. */
export class ListCustomFields extends Query<CustomFieldListResponse> {
  constructor(
    readonly providerId: string,
    readonly entityType?: EntityType,
  ) {
    super();
  }
}
