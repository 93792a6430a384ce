import {
  Fieldset,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type EntityType, type Field, type Metadata, useActiveFields } from '../api/custom-fields';

export interface CustomFieldInputsProps {
  providerId: string;
  entityType: EntityType;
  value: Metadata;
  onChange: (value: Metadata) => void;
  /** Why the member may not change these values: shown under the title, the inputs disabled. */
  disabledReason?: string | null;
}

/**
 * The Additional Information block of the product and client drawers: one input per active custom
 * field of the entity type. Values of inactive fields stay in `value` untouched.
 */
export function CustomFieldInputs({
  providerId,
  entityType,
  value,
  onChange,
  disabledReason,
}: CustomFieldInputsProps) {
  const { data: fields } = useActiveFields(providerId, entityType);
  if (!fields || fields.length === 0) return null;

  function set(fieldId: string, fieldValue: unknown) {
    const next = { ...value };
    if (fieldValue === undefined || fieldValue === null || fieldValue === '') delete next[fieldId];
    else next[fieldId] = fieldValue;
    onChange(next);
  }

  return (
    <Stack gap="sm" mt="sm">
      <Title order={3} size="h5">
        Additional Information
      </Title>
      {disabledReason ? (
        <Text size="sm" c="dimmed">
          {disabledReason}
        </Text>
      ) : null}
      <Fieldset variant="unstyled" disabled={Boolean(disabledReason)} p={0} m={0}>
        <Stack gap="sm">
          {fields.map((field) => (
            <FieldInput
              key={field.id}
              field={field}
              value={value[field.id]}
              onChange={(next) => set(field.id, next)}
            />
          ))}
        </Stack>
      </Fieldset>
    </Stack>
  );
}

interface FieldInputProps {
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
}

function FieldInput({ field, value, onChange }: FieldInputProps) {
  const label = field.field_label;
  switch (field.field_type) {
    case 'TEXT':
      return (
        <TextInput
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'NUMBER':
      return (
        <NumberInput
          label={label}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
        />
      );
    case 'DATE':
      // The native date input reads and writes YYYY-MM-DD, the format the API stores.
      return (
        <TextInput
          type="date"
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'BOOLEAN':
      return (
        <Switch
          label={label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'SELECT':
      return (
        <Select
          label={label}
          data={field.field_options}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next ?? undefined)}
          clearable
        />
      );
    default: {
      const unknownType: never = field.field_type;
      return unknownType;
    }
  }
}
