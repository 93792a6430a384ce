import { Alert, Badge, Container, Group } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Field, type FieldType, useFields } from '../../../api/custom-fields';
import { ActiveBadge } from '../../../components/active-badge';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useDrawer } from '../../../components/use-drawer';
import { useLocalPage } from '../../../components/use-local-page';
import { useRefusal } from '../../../lib/session';
import { CUSTOM_FIELDS } from '../messages';
import { CustomFieldDrawer } from './custom-field-drawer';
import { ENTITY_TYPE_MESSAGES, FIELD_TYPE_MESSAGES } from './field-types';

type T = TFunction<'custom-fields'>;

function fieldTypeText(field: Field, t: T): string {
  // A type this screen does not know yet (newer data) shows as the server names it.
  const key = FIELD_TYPE_MESSAGES[field.field_type] as
    | (typeof FIELD_TYPE_MESSAGES)[FieldType]
    | undefined;
  const type = key ? t(key) : field.field_type;
  if (field.field_type !== 'SELECT') return type;
  return t('list.typeWithOptions', { type, count: field.field_options.length });
}

function columnsFor(t: T): ListColumn<Field>[] {
  return [
    {
      header: t('list.columns.entityType'),
      render: (field) => t(ENTITY_TYPE_MESSAGES[field.entity_type]),
    },
    { header: t('list.columns.fieldName'), render: (field) => field.field_label, card: 'title' },
    { header: t('list.columns.fieldType'), render: (field) => fieldTypeText(field, t) },
    {
      header: t('list.columns.status'),
      render: (field) => (
        <Group gap={4} wrap="nowrap">
          <ActiveBadge active={field.active} />
          {field.portal_filter ? (
            <Badge variant="light" color="blue">
              {t('list.portalFilter')}
            </Badge>
          ) : null}
        </Group>
      ),
      card: 'badge',
    },
  ];
}

export function CustomFieldsPage() {
  const { t } = useTranslation(CUSTOM_FIELDS);
  const providerId = useParams().providerId!;
  const { data: fields, isPending, isError } = useFields(providerId);
  const { pageRows, pagination } = useLocalPage(fields);
  // Opened for a new field (null) or the field being edited.
  const drawer = useDrawer<Field | null>();
  // Fields change what inventory carries: the permission table gates them (docs/product.md §3).
  const refusal = useRefusal(providerId, 'POST /api/provider/{provider_id}/metadata/fields');

  return (
    <Container component="section" size="lg">
      <PageHeader
        title={t('list.title')}
        count={fields?.length}
        addLabel={t('list.add')}
        onAdd={() => drawer.open(null)}
        addDisabledReason={refusal}
      />
      {isError ? (
        <Alert role="alert" color="red" variant="light">
          {t('list.loadFailed')}
        </Alert>
      ) : (
        <ListTable
          label={t('list.title')}
          columns={columnsFor(t)}
          rows={pageRows}
          rowKey={(field) => field.id}
          loading={isPending}
          onRowClick={drawer.open}
          empty={t('list.empty')}
          emptyIcon={IconForms}
          emptyAction={
            refusal ? null : (
              <NextStep label={t('list.addFirst')} onClick={() => drawer.open(null)} />
            )
          }
          pagination={pagination}
        />
      )}
      {drawer.state ? (
        <CustomFieldDrawer
          key={drawer.state.key}
          providerId={providerId}
          opened
          field={drawer.state.value}
          onClose={drawer.close}
        />
      ) : null}
    </Container>
  );
}
