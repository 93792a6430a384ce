import { Button, Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EntityType, Field, FieldType } from '../../../api/custom-fields';
import { FormDrawer } from '../../../components/form-drawer';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useSaveField } from '../api/fields-api';
import { DropdownOptionsEditor } from './dropdown-options-editor';
import { ENTITY_TYPE_LABELS, FIELD_TYPE_LABELS, OFFERED_FIELD_TYPES } from './field-types';

export interface CustomFieldDrawerProps {
  providerId: string;
  opened: boolean;
  onClose: () => void;
  /** The field being edited; none for a new one. */
  field?: Field | null;
}

const entityOptions = (Object.keys(ENTITY_TYPE_LABELS) as EntityType[]).map((value) => ({
  value,
  label: ENTITY_TYPE_LABELS[value],
}));

function typeOptions(current?: FieldType) {
  const types =
    current && !OFFERED_FIELD_TYPES.includes(current)
      ? [...OFFERED_FIELD_TYPES, current]
      : OFFERED_FIELD_TYPES;
  return types.map((value) => ({ value, label: FIELD_TYPE_LABELS[value] }));
}

/** New or edit custom field; the parent remounts it (key) for each field it opens. */
export function CustomFieldDrawer({ providerId, opened, onClose, field }: CustomFieldDrawerProps) {
  const editing = Boolean(field);
  const [entityType, setEntityType] = useState<EntityType>(field?.entity_type ?? 'PRODUCTS');
  const [label, setLabel] = useState(field?.field_label ?? '');
  const [fieldType, setFieldType] = useState<FieldType>(field?.field_type ?? 'TEXT');
  const [options, setOptions] = useState<string[]>(field?.field_options ?? []);
  const [active, setActive] = useState(field?.active ?? true);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveField(providerId);
  const refusal = useRefusal(
    providerId,
    editing
      ? 'PUT /api/provider/{provider_id}/metadata/fields/{id}'
      : 'POST /api/provider/{provider_id}/metadata/fields',
  );

  async function submit() {
    if (!label.trim()) {
      setError('Field label is required.');
      return;
    }
    setError(null);
    const fieldOptions =
      fieldType === 'SELECT' ? options.map((option) => option.trim()).filter(Boolean) : [];
    const change = { field_label: label.trim(), field_options: fieldOptions, active };
    try {
      if (field)
        await save.mutateAsync({
          id: field.id,
          change: { entity_type: field.entity_type, field_type: field.field_type, ...change },
        });
      else {
        await save.mutateAsync({
          create: { entity_type: entityType, field_type: fieldType, ...change, active: true },
        });
      }
      notifySuccess(
        field ? 'Custom field updated successfully.' : 'Custom field created successfully.',
      );
      onClose();
    } catch {
      notifyError('Error saving custom field. Please try again.');
    }
  }

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit custom field' : 'New custom field'}
      error={error}
      onSubmit={submit}
      readOnly={refusal}
      footer={
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Update Field' : 'Create Field'}
        </Button>
      }
    >
      <Select
        label="Entity Type"
        data={entityOptions}
        value={entityType}
        onChange={(value) => value && setEntityType(value as EntityType)}
        disabled={editing}
        allowDeselect={false}
      />
      <TextInput
        label="Field Label"
        placeholder="Batch Number"
        value={label}
        onChange={(event) => setLabel(event.currentTarget.value)}
      />
      <Select
        label="Field Type"
        data={typeOptions(field?.field_type)}
        value={fieldType}
        onChange={(value) => value && setFieldType(value as FieldType)}
        disabled={editing}
        allowDeselect={false}
      />
      {fieldType === 'SELECT' ? (
        <DropdownOptionsEditor options={options} onChange={setOptions} />
      ) : null}
      {editing ? (
        <Switch
          label="Active"
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
      ) : null}
    </FormDrawer>
  );
}
