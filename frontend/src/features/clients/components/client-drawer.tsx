import { Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CustomFieldInputs } from '../../../components/custom-field-inputs';
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

/** docs/product.md §5: the email message differs between create ("An") and edit ("A"). */
function validate(input: ClientInput, editing: boolean): string | null {
  if (!input.name) return 'A name is required for a client.';
  if (!input.email) {
    return editing ? 'A email is required for a client.' : 'An email is required for a client.';
  }
  return null;
}

/** The New client / Edit client drawer: Name, Email, Tax ID, Tax exempt, custom fields, Save. */
export function ClientDrawer({ providerId, onClose, client }: ClientDrawerProps) {
  const [name, setName] = useState(client?.name ?? '');
  const [email, setEmail] = useState(client?.email ?? '');
  const [taxId, setTaxId] = useState(client?.tax_id ?? '');
  const [taxExempt, setTaxExempt] = useState(client?.tax_exempt ?? false);
  const [metadata, setMetadata] = useState<Record<string, unknown>>(client?.metadata ?? {});
  const form = useFormDrawer(onClose);
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
    if (!form.validate(validate(input, Boolean(client)))) return;
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
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <TextInput
        label="Email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <TextInput
        label="Tax ID"
        description="Optional; VAT number or other tax id, printed on its documents."
        value={taxId}
        maxLength={50}
        onChange={(event) => setTaxId(event.currentTarget.value)}
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
      />
    </FormDrawer>
  );
}
