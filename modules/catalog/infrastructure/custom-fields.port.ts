import { Injectable } from '@nestjs/common';
import { EntityType, FieldDefinition, Metadata } from '../domain/custom-fields';
import { PortalFilterField, portalFilterFields } from '../domain/portal-filters';
import { CustomFieldsRepository } from './custom-fields.repository';

/**
 * What other contexts use of custom fields: clients keep metadata checked against them, the
 * assistant and the clients' CSV read their labels. It keeps the name those call sites know.
 */
@Injectable()
export class CustomFieldsService {
  constructor(private readonly fields: CustomFieldsRepository) {}

  list(providerId: string, entityType?: EntityType): Promise<FieldDefinition[]> {
    return this.fields.list(providerId, entityType);
  }

  /** The active product fields the provider offers as filters in the client portal. */
  async portalFilters(providerId: string): Promise<PortalFilterField[]> {
    return portalFilterFields(await this.fields.list(providerId, 'PRODUCTS'));
  }

  checkedMetadata(
    providerId: string,
    entityType: EntityType,
    current: Metadata,
    incoming: Record<string, unknown> | undefined,
  ): Promise<Metadata> {
    return this.fields.checkedMetadata(providerId, entityType, current, incoming);
  }
}
