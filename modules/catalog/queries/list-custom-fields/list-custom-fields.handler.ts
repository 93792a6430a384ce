import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CustomFieldsRepository } from '../../infrastructure/custom-fields.repository';
import { ListCustomFields } from './list-custom-fields.query';

@QueryHandler(ListCustomFields)
export class ListCustomFieldsHandler implements IQueryHandler<ListCustomFields> {
  constructor(private readonly fields: CustomFieldsRepository) {}

  async execute({ providerId, entityType }: ListCustomFields) {
    return { fields: await this.fields.list(providerId, entityType) };
  }
}
