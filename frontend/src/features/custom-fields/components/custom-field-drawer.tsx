import { Button, Select, Switch, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityType, Field, FieldType } from '../../../api/custom-fields';
import { FormDrawer } from '../../../components/form-drawer';
import { useFormDrawer } from '../../../components/use-form-drawer';
import { useRefusal } from '../../../lib/session';
import { useSaveField } from '../api/fields-api';
import { CUSTOM_FIELDS } from '../messages';
import { DropdownOptionsEditor } from './dropdown-options-editor';
import {
  ENTITY_TYPE_MESSAGES,
  FIELD_TYPE_MESSAGES,
  isPortalFilterType,
  OFFERED_FIELD_TYPES,
} from './field-types';

export interface CustomFieldDrawerProps {
  providerId: string;
  opened: boolean;
  onClose: () => void;
  /** The field being edited; none for a new one. */
  field?: Field | null;
}

type T = TFunction<'custom-fields'>;

function entityOptions(t: T) {
  return (Object.keys(ENTITY_TYPE_MESSAGES) as EntityType[]).map((value) => ({
    value,
    label: t(ENTITY_TYPE_MESSAGES[value]),
  }));
}

/**
 * The drawer's fields as the server's messages name them (lib/field-errors.ts). The server
 * writes in English, so these stay English: they are matched against its messages.
 */
const FIELDS = {
  // i18n-exempt: matched against the server's English messages
  entityType: { label: 'Entity Type', keys: ['entity_type'] },
  // i18n-exempt: matched against the server's English messages
  label: { label: 'Field Label', keys: ['field_label'], also: ['label'] },
  // i18n-exempt: matched against the server's English messages
  fieldType: { label: 'Field Type', keys: ['field_type'] },
  // i18n-exempt: matched against the server's English messages
  options: { label: 'Dropdown Options', keys: ['field_options'], also: ['option', 'options'] },
  // i18n-exempt: matched against the server's English messages
  portalFilter: { label: 'Filter in the client portal', keys: ['portal_filter'] },
} as const;

function typeOptions(t: T, current?: FieldType) {
  const types =
    current && !OFFERED_FIELD_TYPES.includes(current)
      ? [...OFFERED_FIELD_TYPES, current]
      : OFFERED_FIELD_TYPES;
  return types.map((value) => ({ value, label: t(FIELD_TYPE_MESSAGES[value]) }));
}

/** New or edit custom field; the parent remounts it (key) for each field it opens. */
export function CustomFieldDrawer({ providerId, opened, onClose, field }: CustomFieldDrawerProps) {
  const { t } = useTranslation(CUSTOM_FIELDS);
  const editing = Boolean(field);
  const [entityType, setEntityType] = useState<EntityType>(field?.entity_type ?? 'PRODUCTS');
  const [label, setLabel] = useState(field?.field_label ?? '');
  const [fieldType, setFieldType] = useState<FieldType>(field?.field_type ?? 'TEXT');
  const [options, setOptions] = useState<string[]>(field?.field_options ?? []);
  const [active, setActive] = useState(field?.active ?? true);
  const [portalFilter, setPortalFilter] = useState(field?.portal_filter ?? false);
  // Only a product field one picks a value of can filter the portal's catalog (the server
  // refuses the others too).
  const filterable = entityType === 'PRODUCTS' && isPortalFilterType(fieldType);
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
      label: label.trim() ? null : t('drawer.errors.labelRequired'),
      options:
        fieldType === 'SELECT' && fieldOptions.length === 0
          ? t('drawer.errors.optionsRequired')
          : null,
    };
    if (!form.check(problems)) return;
    const change = {
      field_label: label.trim(),
      field_options: fieldOptions,
      active,
      portal_filter: filterable && portalFilter,
    };
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
        success: field ? t('drawer.toasts.updated') : t('drawer.toasts.created'),
        failure: t('drawer.toasts.saveFailed'),
      },
    );
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      opened={opened}
      onClose={onClose}
      title={editing ? t('drawer.titleEdit') : t('drawer.titleNew')}
      onSubmit={submit}
      readOnly={refusal}
      footer={
        <Button type="submit" loading={save.isPending}>
          {editing ? t('drawer.update') : t('drawer.create')}
        </Button>
      }
    >
      <Select
        label={t('drawer.fields.entityType')}
        data={entityOptions(t)}
        value={entityType}
        error={form.errorOf('entityType')}
        onChange={(value) => value && setEntityType(value as EntityType)}
        disabled={editing}
        allowDeselect={false}
      />
      <TextInput
        label={t('drawer.fields.label')}
        placeholder={t('drawer.fields.labelPlaceholder')}
        value={label}
        error={form.errorOf('label')}
        onChange={(event) => {
          setLabel(event.currentTarget.value);
          form.clear('label');
        }}
      />
      <Select
        label={t('drawer.fields.fieldType')}
        data={typeOptions(t, field?.field_type)}
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
      {entityType === 'PRODUCTS' ? (
        <Switch
          label={t('drawer.fields.portalFilter')}
          description={
            filterable
              ? t('drawer.fields.portalFilterDescription')
              : t('drawer.fields.portalFilterUnavailable')
          }
          checked={filterable && portalFilter}
          disabled={!filterable}
          error={form.errorOf('portalFilter')}
          onChange={(event) => {
            setPortalFilter(event.currentTarget.checked);
            form.clear('portalFilter');
          }}
        />
      ) : null}
      {editing ? (
        <Switch
          label={t('drawer.fields.active')}
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
      ) : null}
    </FormDrawer>
  );
}
