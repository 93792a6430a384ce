import { Alert, Container } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { type Field, useFields } from '../../../api/custom-fields';
import { ActiveBadge } from '../../../components/active-badge';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useDrawer } from '../../../components/use-drawer';
import { useLocalPage } from '../../../components/use-local-page';
import { useRefusal } from '../../../lib/session';
import { CustomFieldDrawer } from './custom-field-drawer';
import { ENTITY_TYPE_LABELS, FIELD_TYPE_LABELS } from './field-types';

function fieldTypeText(field: Field): string {
  const label = FIELD_TYPE_LABELS[field.field_type] ?? field.field_type;
  if (field.field_type !== 'SELECT') return label;
  const count = field.field_options.length;
  return `${label} (${count} ${count === 1 ? 'option' : 'options'})`;
}

const columns: ListColumn<Field>[] = [
  { header: 'Entity Type', render: (field) => ENTITY_TYPE_LABELS[field.entity_type] },
  { header: 'Field Name', render: (field) => field.field_label, card: 'title' },
  { header: 'Field Type', render: fieldTypeText },
  { header: 'Status', render: (field) => <ActiveBadge active={field.active} />, card: 'badge' },
];

export function CustomFieldsPage() {
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
        title="Custom Fields"
        count={fields?.length}
        addLabel="New custom field"
        onAdd={() => drawer.open(null)}
        addDisabledReason={refusal}
      />
      {isError ? (
        <Alert role="alert" color="red" variant="light">
          Error loading custom fields
        </Alert>
      ) : (
        <ListTable
          label="Custom Fields"
          columns={columns}
          rows={pageRows}
          rowKey={(field) => field.id}
          loading={isPending}
          onRowClick={drawer.open}
          empty="No custom fields defined yet."
          emptyIcon={IconForms}
          emptyAction={
            refusal ? null : (
              <NextStep label="Add a custom field" onClick={() => drawer.open(null)} />
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
