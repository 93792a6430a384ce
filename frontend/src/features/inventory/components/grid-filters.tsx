import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Field } from '../../../api/custom-fields';
import type { Location } from '../../../api/locations';
import { ALL } from '../grid';
import { INVENTORY } from '../messages';

export interface GridFiltersProps {
  locations: Location[];
  location: string;
  onLocationChange: (location: string) => void;
  fields: Field[];
  values: Record<string, string | null>;
  onFieldChange: (fieldId: string, value: string | null) => void;
}

/** The location select and one select per active SELECT custom field of products. */
export function GridFilters({
  locations,
  location,
  onLocationChange,
  fields,
  values,
  onFieldChange,
}: GridFiltersProps) {
  const { t } = useTranslation(INVENTORY);
  return (
    <Group mb="md" gap="sm" align="flex-end">
      <Select
        aria-label={t('filters.location')}
        data={[
          { value: ALL, label: t('filters.allLocations') },
          ...locations.map((each) => ({ value: each.id, label: each.name })),
        ]}
        value={location}
        onChange={(value) => onLocationChange(value ?? ALL)}
        allowDeselect={false}
        w={220}
      />
      {fields.map((field) => (
        <Select
          key={field.id}
          aria-label={field.field_label}
          data={[
            { value: ALL, label: t('filters.allOfField', { field: field.field_label }) },
            ...field.field_options.map((option) => ({ value: option, label: option })),
          ]}
          value={values[field.id] ?? ALL}
          onChange={(value) => onFieldChange(field.id, value === ALL ? null : value)}
          allowDeselect={false}
          w={220}
        />
      ))}
    </Group>
  );
}
