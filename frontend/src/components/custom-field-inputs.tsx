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
import { useTranslation } from 'react-i18next';
import { type EntityType, type Field, type Metadata, useActiveFields } from '../api/custom-fields';
import type { FormFields } from '../lib/field-errors';

/** How a drawer names a custom field among its own fields (useFormDrawer): `custom:{id}`. */
export const customFieldKey = (fieldId: string) => `custom:${fieldId}`;

/**
 * The custom fields as the server's messages name them (by their label: "Size must be one of
 * S, M."), keyed as customFieldKey, to join a drawer's own fields.
 */
export function customFieldNames(fields: readonly Field[] | undefined): FormFields {
  return Object.fromEntries(
    (fields ?? []).map((field) => [customFieldKey(field.id), { label: field.field_label }]),
  );
}

/** The messages of a drawer's custom fields, by field id, for CustomFieldInputs' `errors`. */
export function customFieldErrors(
  fields: readonly Field[] | undefined,
  errorOf: (key: string) => string | undefined,
): Record<string, string | undefined> {
  return Object.fromEntries(
    (fields ?? []).map((field) => [field.id, errorOf(customFieldKey(field.id))]),
  );
}

export interface CustomFieldInputsProps {
  providerId: string;
  entityType: EntityType;
  value: Metadata;
  onChange: (value: Metadata) => void;
  /** Why the member may not change these values: shown under the title, the inputs disabled. */
  disabledReason?: string | null;
  /** A message under a field's input, by field id (e.g. the server's "Size must be one of …"). */
  errors?: Readonly<Record<string, string | undefined>>;
  /** Told which field was changed, so its message can go. */
  onEdited?: (fieldId: string) => void;
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
  errors = {},
  onEdited,
}: CustomFieldInputsProps) {
  const { t } = useTranslation();
  const { data: fields } = useActiveFields(providerId, entityType);
  if (!fields || fields.length === 0) return null;

  function set(fieldId: string, fieldValue: unknown) {
    const next = { ...value };
    if (fieldValue === undefined || fieldValue === null || fieldValue === '') delete next[fieldId];
    else next[fieldId] = fieldValue;
    onChange(next);
    onEdited?.(fieldId);
  }

  return (
    <Stack gap="sm" mt="sm">
      <Title order={3} size="h5">
        {t('customFields.title')}
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
              error={errors[field.id]}
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
  error: string | undefined;
  onChange: (value: unknown) => void;
}

function FieldInput({ field, value, error, onChange }: FieldInputProps) {
  const label = field.field_label;
  switch (field.field_type) {
    case 'TEXT':
      return (
        <TextInput
          label={label}
          value={typeof value === 'string' ? value : ''}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'NUMBER':
      return (
        <NumberInput
          label={label}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          error={error}
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
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'BOOLEAN':
      return (
        <Switch
          label={label}
          checked={value === true}
          error={error}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'SELECT':
      return (
        <Select
          label={label}
          data={field.field_options}
          value={typeof value === 'string' ? value : null}
          error={error}
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
