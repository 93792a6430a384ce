import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDrawer } from '../../../components/form-drawer';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { CustomFieldInputs } from '../../custom-fields/components/custom-field-inputs';
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

/** Spec 5: the email message differs between create ("An") and edit ("A"). */
function validate(input: ClientInput, editing: boolean): string | null {
  if (!input.name) return 'A name is required for a client.';
  if (!input.email) {
    return editing ? 'A email is required for a client.' : 'An email is required for a client.';
  }
  return null;
}

/** The New client / Edit client drawer: Name, Email, custom fields, Save. */
export function ClientDrawer({ providerId, onClose, client }: ClientDrawerProps) {
  const [name, setName] = useState(client?.name ?? '');
  const [email, setEmail] = useState(client?.email ?? '');
  const [metadata, setMetadata] = useState<Record<string, unknown>>(client?.metadata ?? {});
  const [error, setError] = useState<string | null>(null);
  const create = useCreateClient(providerId);
  const update = useUpdateClient(providerId, client?.id ?? '');

  async function submit() {
    const input = { name: name.trim(), email: email.trim(), metadata };
    const problem = validate(input, Boolean(client));
    setError(problem);
    if (problem) return;
    try {
      if (client) await update.mutateAsync(input);
      else await create.mutateAsync(input);
      notifySuccess(client ? 'The client has been updated.' : 'The client has been created.');
      onClose();
    } catch {
      notifyError(
        client
          ? 'There was an error updating the client, please try again.'
          : 'There was an error creating the client, please try again.',
      );
    }
  }

  return (
    <FormDrawer
      opened
      onClose={onClose}
      title={client ? 'Edit client' : 'New client'}
      error={error}
      onSubmit={submit}
      footer={
        <Button type="submit" loading={create.isPending || update.isPending}>
          Save
        </Button>
      }
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
      <CustomFieldInputs
        providerId={providerId}
        entityType="CLIENTS"
        value={metadata}
        onChange={setMetadata}
      />
    </FormDrawer>
  );
}
