import { Alert, Badge, Button, Code, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { findMembership, useSession } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { type ApiKey, apiKeyErrorText, useApiKeys, useRevokeApiKey } from '../api/api-keys-api';
import { CreateKeyDrawer } from './create-key-drawer';

const OWNER_ONLY = 'Only the owner can manage API keys.';

/** Settings > API keys: the provider's keys for integrations, for the owner. */
export function ApiKeysPage() {
  const providerId = useParams().providerId!;
  const session = useSession();
  const membership = findMembership(session, providerId);
  const isOwner = membership != null && membership.invited_by == null;
  const keys = useApiKeys(providerId, isOwner);
  const revoke = useRevokeApiKey(providerId);
  const fmt = useFormats(providerId);
  const [creating, create] = useDisclosure(false);

  async function onRevoke(key: ApiKey) {
    const sure = await confirmAction(
      `Revoke "${key.name}" (${key.prefix}…)? Requests with it are refused from now on.`,
      { confirmLabel: 'Revoke key' },
    );
    if (!sure) return;
    try {
      await revoke.mutateAsync(key.id);
      notifySuccess('Key revoked');
    } catch (failure) {
      notifyError(apiKeyErrorText(failure, 'Unable to revoke the key'));
    }
  }

  const columns: ListColumn<ApiKey>[] = [
    {
      header: 'Name',
      render: (key) => (
        <Text size="sm" fw={500}>
          {key.name}
        </Text>
      ),
    },
    { header: 'Key', render: (key) => <Code>{key.prefix}…</Code> },
    {
      header: 'Scopes',
      render: (key) => (
        <Group gap={4}>
          {key.scopes.map((scope) => (
            <Badge key={scope} variant="light" color="gray" tt="none">
              {scope}
            </Badge>
          ))}
        </Group>
      ),
    },
    { header: 'Created', render: (key) => fmt.dateTime(key.created_at) },
    {
      header: 'Last used',
      render: (key) => (key.last_used_at ? fmt.dateTime(key.last_used_at) : 'Never'),
    },
    {
      header: 'Status',
      render: (key) =>
        key.revoked_at ? (
          <Badge color="gray" variant="light">
            Revoked {fmt.date(key.revoked_at)}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={`Revoke ${key.name}`}
            onClick={() => onRevoke(key)}
          >
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <Container component="section" size="lg" py="xl">
      <PageHeader
        title="API keys"
        count={keys.data?.length}
        addLabel="Create API key"
        onAdd={create.open}
        addDisabledReason={isOwner ? null : OWNER_ONLY}
      />
      <Text size="sm" c="dimmed" mb="md">
        Send a key as <Code>Authorization: Bearer sk_live_…</Code> to the same API the screens use,
        within its scopes. Keys cannot manage the team, billing or other keys.
      </Text>
      {!isOwner ? (
        <Alert role="alert" color="red" variant="light">
          {OWNER_ONLY}
        </Alert>
      ) : keys.isError ? (
        <Alert role="alert" color="red" variant="light">
          {apiKeyErrorText(keys.error, 'Failed to load API keys')}
        </Alert>
      ) : (
        <ListTable
          label="API keys"
          columns={columns}
          rows={keys.data}
          rowKey={(key) => key.id}
          loading={keys.isPending}
          skeletonRows={2}
          empty="No API keys yet. Create one for each system that connects to your data."
          emptyIcon={IconKey}
          emptyAction={<NextStep label="Create an API key" onClick={create.open} />}
        />
      )}
      <CreateKeyDrawer providerId={providerId} opened={creating} onClose={create.close} />
    </Container>
  );
}
