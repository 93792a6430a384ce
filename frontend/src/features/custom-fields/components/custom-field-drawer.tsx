import { Button, Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EntityType, Field, FieldType } from '../../../api/custom-fields';
import { FormDrawer } from '../../../components/form-drawer';
import { useFormDrawer } from '../../../components/use-form-drawer';
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

/** The drawer's fields as the server's messages name them (lib/field-errors.ts). */
const FIELDS = {
  entityType: { label: 'Entity Type', keys: ['entity_type'] },
  label: { label: 'Field Label', keys: ['field_label'], also: ['label'] },
  fieldType: { label: 'Field Type', keys: ['field_type'] },
  options: { label: 'Dropdown Options', keys: ['field_options'], also: ['option', 'options'] },
} as const;

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
  const form = useFormDrawer(onClose, FIELDS);
  const save = useSaveField(providerId);
  const refusal = useRefusal(
    providerId,
    editing
      ? 'PUT /api/provider/{provider_id}/metadata/fields/{id}'
      : 'POST /api/provider/{provider_id}/metadata/fields',
  );

  async function submit() {
    const fieldOptions =
      fieldType === 'SELECT' ? options.map((option) => option.trim()).filter(Boolean) : [];
    const problems = {
      label: label.trim() ? null : 'Field label is required.',
      options:
        fieldType === 'SELECT' && fieldOptions.length === 0
          ? 'A dropdown field needs at least one option.'
          : null,
    };
    if (!form.check(problems)) return;
    const change = { field_label: label.trim(), field_options: fieldOptions, active };
    await form.save(
      () =>
        field
          ? save.mutateAsync({
              id: field.id,
              change: { entity_type: field.entity_type, field_type: field.field_type, ...change },
            })
          : save.mutateAsync({
              create: { entity_type: entityType, field_type: fieldType, ...change, active: true },
            }),
      {
        success: field
          ? 'Custom field updated successfully.'
          : 'Custom field created successfully.',
        failure: 'Error saving custom field. Please try again.',
      },
    );
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit custom field' : 'New custom field'}
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
        error={form.errorOf('entityType')}
        onChange={(value) => value && setEntityType(value as EntityType)}
        disabled={editing}
        allowDeselect={false}
      />
      <TextInput
        label="Field Label"
        placeholder="Batch Number"
        value={label}
        error={form.errorOf('label')}
        onChange={(event) => {
          setLabel(event.currentTarget.value);
          form.clear('label');
        }}
      />
      <Select
        label="Field Type"
        data={typeOptions(field?.field_type)}
        value={fieldType}
        error={form.errorOf('fieldType')}
        onChange={(value) => value && setFieldType(value as FieldType)}
        disabled={editing}
        allowDeselect={false}
      />
      {fieldType === 'SELECT' ? (
        <DropdownOptionsEditor
          options={options}
          error={form.errorOf('options')}
          onChange={(next) => {
            setOptions(next);
            form.clear('options');
          }}
        />
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
