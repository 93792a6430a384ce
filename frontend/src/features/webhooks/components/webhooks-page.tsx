import { Alert, Badge, Button, Code, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { findMembership, useSession } from '../../../lib/session';
import {
  useDeleteWebhook,
  useSetWebhookEnabled,
  useWebhooks,
  type Webhook,
  webhookErrorText,
} from '../api/webhooks-api';
import { AddWebhookDrawer } from './add-webhook-drawer';
import { DeliveriesDrawer } from './deliveries-drawer';

const OWNER_ONLY = 'Only the owner can manage webhooks.';

/** Settings > Webhooks: endpoints that receive the provider's order and stock events. */
export function WebhooksPage() {
  const providerId = useParams().providerId!;
  const session = useSession();
  const membership = findMembership(session, providerId);
  const isOwner = membership != null && membership.invited_by == null;
  const hooks = useWebhooks(providerId, isOwner);
  const setEnabled = useSetWebhookEnabled(providerId);
  const remove = useDeleteWebhook(providerId);
  const [adding, add] = useDisclosure(false);
  const [logOf, setLogOf] = useState<Webhook | null>(null);

  async function toggle(hook: Webhook) {
    try {
      await setEnabled.mutateAsync({ id: hook.id, enabled: !hook.enabled });
      notifySuccess(hook.enabled ? 'Endpoint disabled' : 'Endpoint enabled');
    } catch (failure) {
      notifyError(webhookErrorText(failure, 'Unable to change the endpoint'));
    }
  }

  async function onDelete(hook: Webhook) {
    const sure = await confirmAction(
      `Delete the endpoint ${hook.url}? Nothing more is sent to it, and its delivery log goes.`,
      { confirmLabel: 'Delete endpoint' },
    );
    if (!sure) return;
    try {
      await remove.mutateAsync(hook.id);
      notifySuccess('Endpoint deleted');
    } catch (failure) {
      notifyError(webhookErrorText(failure, 'Unable to delete the endpoint'));
    }
  }

  const columns: ListColumn<Webhook>[] = [
    { header: 'URL', render: (hook) => <Code>{hook.url}</Code> },
    {
      header: 'Events',
      render: (hook) => (
        <Group gap={4}>
          {hook.events.map((type) => (
            <Badge key={type} variant="light" color="gray" tt="none">
              {type}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      header: 'Status',
      render: (hook) => (
        <Badge color={hook.enabled ? 'green' : 'gray'} variant="light">
          {hook.enabled ? 'Enabled' : 'Disabled'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      render: (hook) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setLogOf(hook)}>
            Deliveries
          </Button>
          <Button size="xs" variant="default" onClick={() => toggle(hook)}>
            {hook.enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => onDelete(hook)}>
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Container component="section" size="lg" py="xl">
      <PageHeader
        title="Webhooks"
        count={hooks.data?.webhooks.length}
        addLabel="Add endpoint"
        onAdd={add.open}
        addDisabledReason={isOwner ? null : OWNER_ONLY}
      />
      <Text size="sm" c="dimmed" mb="md">
        Each event is POSTed as JSON, signed in the <Code>Stockflow-Signature</Code> header, in the
        order it happened, and retried for 24 hours until the endpoint answers 2xx.
      </Text>
      {!isOwner ? (
        <Alert role="alert" color="red" variant="light">
          {OWNER_ONLY}
        </Alert>
      ) : hooks.isError ? (
        <Alert role="alert" color="red" variant="light">
          {webhookErrorText(hooks.error, 'Failed to load webhooks')}
        </Alert>
      ) : (
        <ListTable
          label="Webhook endpoints"
          columns={columns}
          rows={hooks.data?.webhooks}
          rowKey={(hook) => hook.id}
          loading={hooks.isPending}
          skeletonRows={2}
          empty="No endpoints yet. Add one to send orders and stock changes to another system."
          emptyIcon={IconWebhook}
          emptyAction={<NextStep label="Add an endpoint" onClick={add.open} />}
        />
      )}
      <AddWebhookDrawer
        providerId={providerId}
        eventTypes={hooks.data?.event_types ?? []}
        opened={adding}
        onClose={add.close}
      />
      <DeliveriesDrawer providerId={providerId} webhook={logOf} onClose={() => setLogOf(null)} />
    </Container>
  );
}
