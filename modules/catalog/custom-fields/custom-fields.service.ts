import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { asBadRequest, MAX_FIELD_VALUE_LENGTH, notFound } from '../../platform';
import {
  CustomFieldError,
  checkFieldChange,
  EntityType,
  FieldDefinition,
  Metadata,
  mergeMetadata,
  normalizeLabel,
  normalizeOptions,
  sortFields,
} from '../domain/custom-fields';
import { CustomField, fieldView } from './custom-field.entity';
import { CreateFieldRequest, UpdateFieldRequest } from './custom-field.request.dto';

/** A provider's custom fields, and the check of the values kept against them. */
@Injectable()
export class CustomFieldsService {
  constructor(private readonly em: EntityManager) {}

  async list(providerId: string, entityType?: EntityType): Promise<FieldDefinition[]> {
    const fields = await this.em.find(
      CustomField,
      { providerId, ...(entityType ? { entityType } : {}) },
      { disableIdentityMap: true },
    );
    return sortFields(fields.map(fieldView));
  }

  async create(providerId: string, body: CreateFieldRequest): Promise<FieldDefinition> {
    const field = await asBadRequest(() => {
      const created = new CustomField();
      created.id = randomUUID();
      created.providerId = providerId;
      created.entityType = body.entity_type;
      created.fieldType = body.field_type;
      created.fieldLabel = normalizeLabel(body.field_label);
      created.fieldOptions = normalizeOptions(body.field_type, body.field_options);
      created.active = body.active ?? true;
      return created;
    }, CustomFieldError);
    await this.em.persistAndFlush(field);
    return fieldView(field);
  }

  async update(providerId: string, id: string, body: UpdateFieldRequest): Promise<FieldDefinition> {
    const field = await this.em.findOne(CustomField, { id, providerId });
    if (!field) throw notFound('No such custom field.');
    await asBadRequest(() => {
      checkFieldChange(fieldView(field), body);
      if (body.field_label !== undefined) field.fieldLabel = normalizeLabel(body.field_label);
      if (body.field_options !== undefined)
        field.fieldOptions = normalizeOptions(field.fieldType, body.field_options);
      if (body.active !== undefined) field.active = body.active;
    }, CustomFieldError);
    await this.em.flush();
    return fieldView(field);
  }

  /**
   * The metadata to keep for a product or client after a change, checked against the
   * provider's fields of that entity type; a wrong value is a 400 that names its field.
   */
  async checkedMetadata(
    providerId: string,
    entityType: EntityType,
    current: Metadata,
    incoming: Record<string, unknown> | undefined,
  ): Promise<Metadata> {
    if (incoming === undefined) return current;
    const fields = await this.list(providerId, entityType);
    return asBadRequest(
      () => mergeMetadata(fields, current, incoming, MAX_FIELD_VALUE_LENGTH),
      CustomFieldError,
    );
  }
}
