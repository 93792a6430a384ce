import { Alert, Badge, Button, Code, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { findMembership, useSession } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { type ApiKey, apiKeyErrorText, useApiKeys, useRevokeApiKey } from '../api/api-keys-api';
import { API_KEYS } from '../messages';
import { CreateKeyDrawer } from './create-key-drawer';

/** Settings > API keys: the provider's keys for integrations, for the owner. */
export function ApiKeysPage() {
  const { t } = useTranslation(API_KEYS);
  const providerId = useParams().providerId!;
  const session = useSession();
  const membership = findMembership(session, providerId);
  const isOwner = membership != null && membership.invited_by == null;
  const keys = useApiKeys(providerId, isOwner);
  const revoke = useRevokeApiKey(providerId);
  const fmt = useFormats(providerId);
  const [creating, create] = useDisclosure(false);
  const ownerOnly = t('page.ownerOnly');

  async function onRevoke(key: ApiKey) {
    const sure = await confirmAction(t('revoke.confirm', { name: key.name, prefix: key.prefix }), {
      confirmLabel: t('revoke.confirmLabel'),
    });
    if (!sure) return;
    try {
      await revoke.mutateAsync(key.id);
      notifySuccess(t('revoke.done'));
    } catch (failure) {
      notifyError(apiKeyErrorText(failure, t('revoke.failed')));
    }
  }

  const columns: ListColumn<ApiKey>[] = [
    {
      header: t('list.columns.name'),
      render: (key) => (
        <Text size="sm" fw={500}>
          {key.name}
        </Text>
      ),
    },
    { header: t('list.columns.key'), render: (key) => <Code>{key.prefix}…</Code> },
    {
      header: t('list.columns.scopes'),
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
    { header: t('list.columns.created'), render: (key) => fmt.dateTime(key.created_at) },
    {
      header: t('list.columns.lastUsed'),
      render: (key) => (key.last_used_at ? fmt.dateTime(key.last_used_at) : t('list.never')),
    },
    {
      header: t('list.columns.status'),
      render: (key) =>
        key.revoked_at ? (
          <Badge color="gray" variant="light">
            {t('list.revokedOn', { date: fmt.date(key.revoked_at) })}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={t('list.revokeNamed', { name: key.name })}
            onClick={() => onRevoke(key)}
          >
            {t('list.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <Container component="section" size="lg" py="xl">
      <PageHeader
        title={t('page.title')}
        count={keys.data?.length}
        addLabel={t('page.create')}
        onAdd={create.open}
        addDisabledReason={isOwner ? null : ownerOnly}
      />
      <Text size="sm" c="dimmed" mb="md">
        <Trans t={t} i18nKey="page.intro" components={{ code: <Code /> }} />
      </Text>
      {!isOwner ? (
        <Alert role="alert" color="red" variant="light">
          {ownerOnly}
        </Alert>
      ) : keys.isError ? (
        <Alert role="alert" color="red" variant="light">
          {apiKeyErrorText(keys.error, t('page.loadFailed'))}
        </Alert>
      ) : (
        <ListTable
          label={t('list.label')}
          columns={columns}
          rows={keys.data}
          rowKey={(key) => key.id}
          loading={keys.isPending}
          skeletonRows={2}
          empty={t('list.empty')}
          emptyIcon={IconKey}
          emptyAction={<NextStep label={t('list.emptyAction')} onClick={create.open} />}
        />
      )}
      <CreateKeyDrawer providerId={providerId} opened={creating} onClose={create.close} />
    </Container>
  );
}
