import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MAX_FIELD_VALUE_LENGTH } from '../../platform';
import { noSuchCustomField } from '../domain/catalog-errors';
import {
  EntityType,
  FieldDefinition,
  Metadata,
  mergeMetadata,
  sortFields,
} from '../domain/custom-fields';
import { CustomField, fieldView } from './custom-field.entity';

/** A provider's custom fields as stored, and the check of values kept against them. */
@Injectable()
export class CustomFieldsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The provider's fields (of one entity type when given), as the screen lists them. */
  async list(providerId: string, entityType?: EntityType): Promise<FieldDefinition[]> {
    const fields = await this.em.find(
      CustomField,
      { providerId, ...(entityType ? { entityType } : {}) },
      { disableIdentityMap: true },
    );
    return sortFields(fields.map(fieldView));
  }

  /** One of the provider's fields; another provider's is not found. */
  async get(providerId: string, id: string): Promise<FieldDefinition> {
    const field = await this.em.findOne(
      CustomField,
      { id, providerId },
      { disableIdentityMap: true },
    );
    if (!field) throw noSuchCustomField();
    return fieldView(field);
  }

  async insert(providerId: string, field: FieldDefinition): Promise<void> {
    await this.em.insert(CustomField, {
      id: field.id,
      providerId,
      entityType: field.entity_type,
      fieldLabel: field.field_label,
      fieldType: field.field_type,
      fieldOptions: field.field_options,
      active: field.active,
      portalFilter: field.portal_filter,
      createdAt: new Date(),
    });
  }

  /** Keeps what may change of a field: its label, options, active and portal filter flags. */
  async update(providerId: string, field: FieldDefinition): Promise<void> {
    await this.em.nativeUpdate(
      CustomField,
      { id: field.id, providerId },
      {
        fieldLabel: field.field_label,
        fieldOptions: field.field_options,
        active: field.active,
        portalFilter: field.portal_filter,
      },
    );
  }

  /**
   * The metadata to keep for a product or client after a change, checked against the
   * provider's fields of that entity type; a wrong value is refused naming its field.
   */
  async checkedMetadata(
    providerId: string,
    entityType: EntityType,
    current: Metadata,
    incoming: Record<string, unknown> | undefined,
  ): Promise<Metadata> {
    if (incoming === undefined) return current;
    const fields = await this.list(providerId, entityType);
    return mergeMetadata(fields, current, incoming, MAX_FIELD_VALUE_LENGTH);
  }
}
