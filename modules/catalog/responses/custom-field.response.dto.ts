import type { EntityType, FieldDefinition, FieldType } from '../domain/custom-fields';

/**
 * A custom field as the API answers it (docs/product.md §3, Custom field), described field by field
 * for the OpenAPI document and the frontend's generated types; it implements the domain's
 * definition, so the two cannot drift apart.
 */
export class CustomFieldResponse implements FieldDefinition {
  id!: string;
  entity_type!: EntityType;
  field_label!: string;
  field_type!: FieldType;
  /** A SELECT field's options; [] for the other types. */
  field_options!: string[];
  active!: boolean;
  /** The client portal's catalog offers a filter by this (product) field's values. */
  portal_filter!: boolean;
}

export class OneCustomFieldResponse {
  field!: CustomFieldResponse;
}

export class CustomFieldListResponse {
  fields!: CustomFieldResponse[];
}
