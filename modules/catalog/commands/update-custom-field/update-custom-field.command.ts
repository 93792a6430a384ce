import { Command } from '@nestjs/cqrs';
import { FieldChange } from '../../domain/custom-fields';
import { OneCustomFieldResponse } from '../../responses/custom-field.response.dto';

/** Rename a custom field, change its options, or turn it on or off. */
export class UpdateCustomField extends Command<OneCustomFieldResponse> {
  constructor(
    readonly providerId: string,
    readonly fieldId: string,
    readonly change: FieldChange,
  ) {
    super();
  }
}
