import { EntitySchema } from '@mikro-orm/core';
import { EntityType, FieldDefinition, FieldType } from '../domain/custom-fields';

export class CustomField {
  id!: string;
  providerId!: string;
  entityType!: EntityType;
  fieldLabel!: string;
  fieldType!: FieldType;
  fieldOptions!: string[];
  active!: boolean;
  portalFilter!: boolean;
  createdAt: Date = new Date();
}

export const CustomFieldSchema = new EntitySchema<CustomField>({
  class: CustomField,
  tableName: 'catalog_custom_fields',
  properties: {
    id: { type: 'uuid', primary: true },
    providerId: { type: 'uuid' },
    entityType: { type: 'text' },
    fieldLabel: { type: 'text' },
    fieldType: { type: 'text' },
    fieldOptions: { type: 'text[]' },
    active: { type: 'boolean' },
    portalFilter: { type: 'boolean' },
    createdAt: { type: 'Date' },
  },
});

/** A field as the API shows it (docs/product.md §3, Custom field). */
export function fieldView(field: CustomField): FieldDefinition {
  return {
    id: field.id,
    entity_type: field.entityType,
    field_label: field.fieldLabel,
    field_type: field.fieldType,
    field_options: field.fieldOptions,
    active: field.active,
    portal_filter: field.portalFilter,
  };
}
