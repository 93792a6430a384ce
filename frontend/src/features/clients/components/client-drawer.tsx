import { Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
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

export interface ClientDrawerProps {
  providerId: string;
  onClose: () => void;
  /** The client being edited; none for a new one. */
  client?: Client | null;
}

/** The drawer's fields as the server's messages name them (lib/field-errors.ts). */
const FIELDS = {
  name: { label: 'Name', keys: ['name'] },
  email: { label: 'Email', keys: ['email'] },
  taxId: { label: 'Tax ID', keys: ['tax_id'] },
} as const;

/**
 * The form's own checks, each under its field. docs/product.md §5: the email message differs
 * between create ("An") and edit ("A").
 */
function problems(input: ClientInput, editing: boolean) {
  return {
    name: input.name ? null : 'A name is required for a client.',
    email: input.email
      ? null
      : editing
        ? 'A email is required for a client.'
        : 'An email is required for a client.',
  };
}

/** The New client / Edit client drawer: Name, Email, Tax ID, Tax exempt, custom fields, Save. */
export function ClientDrawer({ providerId, onClose, client }: ClientDrawerProps) {
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
    if (!form.check(problems(input, Boolean(client)))) return;
    await form.save(
      () => (client ? update.mutateAsync(input) : create.mutateAsync(input)),
      saveMessages('client', Boolean(client)),
    );
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      title={client ? 'Edit client' : 'New client'}
      onSubmit={submit}
      footer={<SaveButton loading={create.isPending || update.isPending} />}
      readOnly={refusal}
    >
      <TextInput
        label="Name"
        value={name}
        error={form.errorOf('name')}
        onChange={(event) => {
          setName(event.currentTarget.value);
          form.clear('name');
        }}
      />
      <TextInput
        label="Email"
        type="email"
        value={email}
        error={form.errorOf('email')}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          form.clear('email');
        }}
      />
      <TextInput
        label="Tax ID"
        description="Optional; VAT number or other tax id, printed on its documents."
        value={taxId}
        maxLength={50}
        error={form.errorOf('taxId')}
        onChange={(event) => {
          setTaxId(event.currentTarget.value);
          form.clear('taxId');
        }}
      />
      <Switch
        label="Tax exempt"
        description="Its orders are placed without tax."
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
