import { Button, Checkbox, Drawer, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { SecretShownOnce } from '../../../components/secret-shown-once';
import { notifyError } from '../../../lib/notify';
import { apiKeyErrorText, KEY_AREAS, useCreateApiKey } from '../api/api-keys-api';

/** Settings > API keys: the Create key drawer (name, scopes), then the secret, shown this once. */
export function CreateKeyDrawer({
  providerId,
  opened,
  onClose,
}: {
  providerId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreateApiKey(providerId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  function close() {
    setName('');
    setScopes([]);
    setError(null);
    setSecret(null);
    onClose();
  }

  function toggle(scope: string, on: boolean) {
    setScopes((current) =>
      on ? [...current.filter((s) => s !== scope), scope] : current.filter((s) => s !== scope),
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name the key.');
      return;
    }
    if (scopes.length === 0) {
      notifyError('Pick at least one scope.');
      return;
    }
    try {
      const created = await create.mutateAsync({ name: name.trim(), scopes });
      setSecret(created.secret);
    } catch (failure) {
      notifyError(apiKeyErrorText(failure, 'Unable to create the key'));
    }
  }

  return (
    <Drawer opened={opened} onClose={close} position="right" title="Create API key">
      {secret ? (
        <SecretShownOnce
          secret={secret}
          testId="api-key-secret"
          copyLabel="Copy key"
          onDone={close}
          warning="Copy this key now and keep it somewhere safe: it is shown only once. Anyone holding it can act on your data within its scopes."
        />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <TextInput
              label="Name"
              description="Say what uses it, e.g. Shop sync"
              autoComplete="off"
              data-autofocus
              maxLength={100}
              value={name}
              error={error}
              onChange={(event) => {
                setName(event.currentTarget.value);
                if (error) setError(null);
              }}
            />
            <Table>
              <Table.Caption>Scopes: write includes read</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Area</Table.Th>
                  <Table.Th>Read</Table.Th>
                  <Table.Th>Write</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {KEY_AREAS.map((area) => (
                  <Table.Tr key={area.id}>
                    <Table.Td>
                      <Text size="sm">{area.label}</Text>
                    </Table.Td>
                    {(['read', 'write'] as const).map((access) => {
                      const scope = `${area.id}:${access}`;
                      return (
                        <Table.Td key={access}>
                          <Checkbox
                            aria-label={`${area.label}: ${access}`}
                            checked={scopes.includes(scope)}
                            onChange={(event) => toggle(scope, event.currentTarget.checked)}
                          />
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Button type="submit" loading={create.isPending}>
              Create key
            </Button>
          </Stack>
        </form>
      )}
    </Drawer>
  );
}
