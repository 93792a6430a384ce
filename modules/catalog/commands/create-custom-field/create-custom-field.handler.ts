import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { defineField } from '../../domain/custom-fields';
import { CustomFieldsRepository } from '../../infrastructure/custom-fields.repository';
import { CreateCustomField } from './create-custom-field.command';

@CommandHandler(CreateCustomField)
export class CreateCustomFieldHandler implements ICommandHandler<CreateCustomField> {
  constructor(private readonly fields: CustomFieldsRepository) {}

  async execute({ providerId, field }: CreateCustomField) {
    const defined = defineField(randomUUID(), field);
    await this.fields.insert(providerId, defined);
    return { field: defined };
  }
}
