import { Switch, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveFields } from '../../../api/custom-fields';
import {
  CustomFieldInputs,
  customFieldErrors,
  customFieldKey,
  customFieldNames,
} from '../../../components/custom-field-inputs';
import { FormDrawer, SaveButton } from '../../../components/form-drawer';
import { saveMessages, useFormDrawer } from '../../../components/use-form-drawer';
import { useRefusal } from '../../../lib/session';
import {
  type Client,
  type ClientInput,
  useCreateClient,
  useUpdateClient,
} from '../api/clients-api';
import { CLIENTS } from '../messages';

export interface ClientDrawerProps {
  providerId: string;
  onClose: () => void;
  /** The client being edited; none for a new one. */
  client?: Client | null;
}

/**
 * The drawer's fields as the server's messages name them (lib/field-errors.ts). The server
 * writes in English, so these stay English: they are matched against its messages.
 */
const FIELDS = {
  // i18n-exempt: matched against the server's English messages
  name: { label: 'Name', keys: ['name'] },
  // i18n-exempt: matched against the server's English messages
  email: { label: 'Email', keys: ['email'] },
  // i18n-exempt: matched against the server's English messages
  taxId: { label: 'Tax ID', keys: ['tax_id'] },
} as const;

/**
 * The form's own checks, each under its field. docs/product.md §5: the email message differs
 * between create ("An") and edit ("A").
 */
function problems(input: ClientInput, editing: boolean, t: TFunction<'clients'>) {
  return {
    name: input.name ? null : t('drawer.errors.nameRequired'),
    email: input.email
      ? null
      : editing
        ? t('drawer.errors.emailRequiredOnEdit')
        : t('drawer.errors.emailRequiredOnCreate'),
  };
}

/** The New client / Edit client drawer: Name, Email, Tax ID, Tax exempt, custom fields, Save. */
export function ClientDrawer({ providerId, onClose, client }: ClientDrawerProps) {
  const { t } = useTranslation(CLIENTS);
  const [name, setName] = useState(client?.name ?? '');
  const [email, setEmail] = useState(client?.email ?? '');
  const [taxId, setTaxId] = useState(client?.tax_id ?? '');
  const [taxExempt, setTaxExempt] = useState(client?.tax_exempt ?? false);
  const [metadata, setMetadata] = useState<Record<string, unknown>>(client?.metadata ?? {});
  const customFields = useActiveFields(providerId, 'CLIENTS').data;
  const form = useFormDrawer(onClose, { ...FIELDS, ...customFieldNames(customFields) });
  const create = useCreateClient(providerId);
  const update = useUpdateClient(providerId, client?.id ?? '');
  const refusal = useRefusal(providerId);

  async function submit() {
    const input = {
      name: name.trim(),
      email: email.trim(),
      metadata,
      tax_id: taxId.trim() || null,
      tax_exempt: taxExempt,
    };
    if (!form.check(problems(input, Boolean(client), t))) return;
    await form.save(
      () => (client ? update.mutateAsync(input) : create.mutateAsync(input)),
      saveMessages('client', Boolean(client)),
    );
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      title={client ? t('drawer.titleEdit') : t('drawer.titleNew')}
      onSubmit={submit}
      footer={<SaveButton loading={create.isPending || update.isPending} />}
      readOnly={refusal}
    >
      <TextInput
        label={t('drawer.fields.name')}
        value={name}
        error={form.errorOf('name')}
        onChange={(event) => {
          setName(event.currentTarget.value);
          form.clear('name');
        }}
      />
      <TextInput
        label={t('drawer.fields.email')}
        type="email"
        value={email}
        error={form.errorOf('email')}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          form.clear('email');
        }}
      />
      <TextInput
        label={t('drawer.fields.taxId')}
        description={t('drawer.fields.taxIdHint')}
        value={taxId}
        maxLength={50}
        error={form.errorOf('taxId')}
        onChange={(event) => {
          setTaxId(event.currentTarget.value);
          form.clear('taxId');
        }}
      />
      <Switch
        label={t('drawer.fields.taxExempt')}
        description={t('drawer.fields.taxExemptHint')}
        checked={taxExempt}
        onChange={(event) => setTaxExempt(event.currentTarget.checked)}
      />
      <CustomFieldInputs
        providerId={providerId}
        entityType="CLIENTS"
        value={metadata}
        onChange={setMetadata}
        errors={customFieldErrors(customFields, form.errorOf)}
        onEdited={(fieldId) => form.clear(customFieldKey(fieldId))}
      />
    </FormDrawer>
  );
}
