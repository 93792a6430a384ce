import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { changeField } from '../../domain/custom-fields';
import { CustomFieldsRepository } from '../../infrastructure/custom-fields.repository';
import { UpdateCustomField } from './update-custom-field.command';

@CommandHandler(UpdateCustomField)
export class UpdateCustomFieldHandler implements ICommandHandler<UpdateCustomField> {
  constructor(private readonly fields: CustomFieldsRepository) {}

  async execute({ providerId, fieldId, change }: UpdateCustomField) {
    const field = changeField(await this.fields.get(providerId, fieldId), change);
    await this.fields.update(providerId, field);
    return { field };
  }
}
