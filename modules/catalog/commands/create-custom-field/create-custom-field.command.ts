import { Command } from '@nestjs/cqrs';
import { FieldDefinition, FieldInput } from '../../domain/custom-fields';

/** Define a custom field of the provider's products or clients. */
export class CreateCustomField extends Command<{ field: FieldDefinition }> {
  constructor(
    readonly providerId: string,
    readonly field: FieldInput,
  ) {
    super();
  }
}
