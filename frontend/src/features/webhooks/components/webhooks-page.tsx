import { Alert, Badge, Button, Code, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
import { WEBHOOKS } from '../messages';
import { AddWebhookDrawer } from './add-webhook-drawer';
import { DeliveriesDrawer } from './deliveries-drawer';

/** Settings > Webhooks: endpoints that receive the provider's order and stock events. */
export function WebhooksPage() {
  const { t } = useTranslation(WEBHOOKS);
  const providerId = useParams().providerId!;
  const session = useSession();
  const membership = findMembership(session, providerId);
  const isOwner = membership != null && membership.invited_by == null;
  const hooks = useWebhooks(providerId, isOwner);
  const setEnabled = useSetWebhookEnabled(providerId);
  const remove = useDeleteWebhook(providerId);
  const [adding, add] = useDisclosure(false);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const ownerOnly = t('page.ownerOnly');

  async function toggle(hook: Webhook) {
    try {
      await setEnabled.mutateAsync({ id: hook.id, enabled: !hook.enabled });
      notifySuccess(hook.enabled ? t('toasts.disabled') : t('toasts.enabled'));
    } catch (failure) {
      notifyError(webhookErrorText(failure, t('toasts.changeFailed')));
    }
  }

  async function onDelete(hook: Webhook) {
    const sure = await confirmAction(t('delete.confirm', { url: hook.url }), {
      confirmLabel: t('delete.confirmLabel'),
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(hook.id);
      notifySuccess(t('toasts.deleted'));
    } catch (failure) {
      notifyError(webhookErrorText(failure, t('toasts.deleteFailed')));
    }
  }

  const columns: ListColumn<Webhook>[] = [
    { header: t('list.columns.url'), render: (hook) => <Code>{hook.url}</Code> },
    {
      header: t('list.columns.events'),
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
      header: t('list.columns.status'),
      render: (hook) => (
        <Badge color={hook.enabled ? 'green' : 'gray'} variant="light">
          {hook.enabled ? t('list.enabled') : t('list.disabled')}
        </Badge>
      ),
    },
    {
      header: t('list.columns.actions'),
      render: (hook) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setLogOf(hook)}>
            {t('list.deliveries')}
          </Button>
          <Button size="xs" variant="default" onClick={() => toggle(hook)}>
            {hook.enabled ? t('list.disable') : t('list.enable')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => onDelete(hook)}>
            {t('list.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Container component="section" size="lg" py="xl">
      <PageHeader
        title={t('page.title')}
        count={hooks.data?.webhooks.length}
        addLabel={t('page.add')}
        onAdd={add.open}
        addDisabledReason={isOwner ? null : ownerOnly}
      />
      <Text size="sm" c="dimmed" mb="md">
        <Trans t={t} i18nKey="page.intro" components={{ code: <Code /> }} />
      </Text>
      {!isOwner ? (
        <Alert role="alert" color="red" variant="light">
          {ownerOnly}
        </Alert>
      ) : hooks.isError ? (
        <Alert role="alert" color="red" variant="light">
          {webhookErrorText(hooks.error, t('page.loadFailed'))}
        </Alert>
      ) : (
        <ListTable
          label={t('list.label')}
          columns={columns}
          rows={hooks.data?.webhooks}
          rowKey={(hook) => hook.id}
          loading={hooks.isPending}
          skeletonRows={2}
          empty={t('list.empty')}
          emptyIcon={IconWebhook}
          emptyAction={<NextStep label={t('list.emptyAction')} onClick={add.open} />}
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
