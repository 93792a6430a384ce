import { Alert, Badge, Button, Drawer, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useFormats } from '../../../lib/use-formats';
import {
  type Delivery,
  useDeliveries,
  useSendAgain,
  type Webhook,
  webhookErrorText,
} from '../api/webhooks-api';
import { WEBHOOKS } from '../messages';

const STATUS_COLOR = { delivered: 'green', pending: 'yellow', failed: 'red' } as const;

/** An endpoint's delivery log, newest first: status, attempts, response code, Send again. */
export function DeliveriesDrawer({
  providerId,
  webhook,
  onClose,
}: {
  providerId: string;
  webhook: Webhook | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(WEBHOOKS);
  const deliveries = useDeliveries(providerId, webhook?.id ?? null);
  const sendAgain = useSendAgain(providerId);
  // To the second: the first retries follow 10 and 30 seconds apart.
  const at = useFormats(providerId).moment;

  async function resend(delivery: Delivery) {
    try {
      const { delivery: after } = await sendAgain.mutateAsync(delivery);
      if (after.status === 'delivered') notifySuccess(t('deliveries.delivered'));
      else
        notifyError(
          t('deliveries.notDelivered', {
            reason:
              after.error ?? t('deliveries.httpStatus', { code: String(after.response_code) }),
          }),
        );
    } catch (failure) {
      notifyError(webhookErrorText(failure, t('deliveries.sendFailed')));
    }
  }

  const columns: ListColumn<Delivery>[] = [
    { header: t('deliveries.columns.event'), render: (d) => <Text size="sm">{d.event_type}</Text> },
    {
      header: t('deliveries.columns.status'),
      render: (d) => (
        <Badge color={STATUS_COLOR[d.status]} variant="light">
          {t(`deliveries.statuses.${d.status}`)}
        </Badge>
      ),
    },
    { header: t('deliveries.columns.attempts'), numeric: true, render: (d) => d.attempts },
    {
      header: t('deliveries.columns.response'),
      render: (d) => (d.response_code ?? d.error ?? '—').toString(),
    },
    {
      header: t('deliveries.columns.lastAttempt'),
      render: (d) =>
        d.status === 'pending' && d.next_attempt_at
          ? t('deliveries.withNext', { last: at(d.last_attempt_at), next: at(d.next_attempt_at) })
          : at(d.last_attempt_at),
    },
    {
      header: t('deliveries.columns.sendAgain'),
      render: (d) => (
        <Button
          size="xs"
          variant="light"
          aria-label={t('deliveries.sendAgainNamed', { event: d.event_type })}
          loading={sendAgain.isPending && sendAgain.variables?.id === d.id}
          onClick={() => resend(d)}
        >
          {t('deliveries.sendAgain')}
        </Button>
      ),
    },
  ];

  return (
    <Drawer
      opened={webhook != null}
      onClose={onClose}
      position="right"
      size="xl"
      title={webhook ? t('deliveries.titleFor', { url: webhook.url }) : t('deliveries.title')}
    >
      {deliveries.isError ? (
        <Alert role="alert" color="red" variant="light">
          {webhookErrorText(deliveries.error, t('deliveries.loadFailed'))}
        </Alert>
      ) : (
        <ListTable
          label={t('deliveries.label')}
          columns={columns}
          rows={deliveries.data}
          rowKey={(d) => d.id}
          loading={deliveries.isPending}
          skeletonRows={3}
          empty={t('deliveries.empty')}
          emptyIcon={IconSend}
        />
      )}
    </Drawer>
  );
}
