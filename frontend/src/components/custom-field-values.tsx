import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type EntityType, type Field, type Metadata, useActiveFields } from '../api/custom-fields';
import { type DetailItem, DetailList } from './detail-list';

export interface CustomFieldValuesProps {
  providerId: string;
  entityType: EntityType;
  metadata: Metadata | undefined;
  /** What an empty value reads: Not specified (products) or Not set (clients). */
  emptyText: string;
}

function display(field: Field, value: unknown, emptyText: string, t: TFunction): string {
  if (value === undefined || value === null || value === '') return emptyText;
  if (field.field_type === 'BOOLEAN') return value === true ? t('answers.yes') : t('answers.no');
  return String(value);
}

/** The custom-field values of a product or client, one line per active field. */
export function CustomFieldValues({
  providerId,
  entityType,
  metadata,
  emptyText,
}: CustomFieldValuesProps) {
  const { t } = useTranslation();
  const { data: fields } = useActiveFields(providerId, entityType);
  if (!fields || fields.length === 0) return null;
  const items: DetailItem[] = fields.map((field) => ({
    label: field.field_label,
    value: display(field, metadata?.[field.id], emptyText, t),
  }));
  return <DetailList items={items} />;
}
