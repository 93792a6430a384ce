import { Command } from '@nestjs/cqrs';
import { FieldInput } from '../../domain/custom-fields';
import { OneCustomFieldResponse } from '../../responses/custom-field.response.dto';

/** Define a custom field of the provider's products or clients. */
export class CreateCustomField extends Command<OneCustomFieldResponse> {
  constructor(
    readonly providerId: string,
    readonly field: FieldInput,
  ) {
    super();
  }
}
