import { Command } from '@nestjs/cqrs';
import { FieldChange, FieldDefinition } from '../../domain/custom-fields';

/** Rename a custom field, change its options, or turn it on or off. */
export class UpdateCustomField extends Command<{ field: FieldDefinition }> {
  constructor(
    readonly providerId: string,
    readonly fieldId: string,
    readonly change: FieldChange,
  ) {
    super();
  }
}
