import { Alert, Badge, Button, Drawer, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
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
  const deliveries = useDeliveries(providerId, webhook?.id ?? null);
  const sendAgain = useSendAgain(providerId);
  // To the second: the first retries follow 10 and 30 seconds apart.
  const at = useFormats(providerId).moment;

  async function resend(delivery: Delivery) {
    try {
      const { delivery: after } = await sendAgain.mutateAsync(delivery);
      if (after.status === 'delivered') notifySuccess('Delivered');
      else notifyError(`Not delivered: ${after.error ?? `HTTP ${after.response_code}`}`);
    } catch (failure) {
      notifyError(webhookErrorText(failure, 'Unable to send it again'));
    }
  }

  const columns: ListColumn<Delivery>[] = [
    { header: 'Event', render: (d) => <Text size="sm">{d.event_type}</Text> },
    {
      header: 'Status',
      render: (d) => (
        <Badge color={STATUS_COLOR[d.status]} variant="light">
          {d.status}
        </Badge>
      ),
    },
    { header: 'Attempts', numeric: true, render: (d) => d.attempts },
    {
      header: 'Response',
      render: (d) => (d.response_code ?? d.error ?? '—').toString(),
    },
    {
      header: 'Last attempt',
      render: (d) =>
        d.status === 'pending' && d.next_attempt_at
          ? `${at(d.last_attempt_at)} (next ${at(d.next_attempt_at)})`
          : at(d.last_attempt_at),
    },
    {
      header: 'Send again',
      render: (d) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`Send ${d.event_type} again`}
          loading={sendAgain.isPending && sendAgain.variables?.id === d.id}
          onClick={() => resend(d)}
        >
          Send again
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
      title={webhook ? `Deliveries to ${webhook.url}` : 'Deliveries'}
    >
      {deliveries.isError ? (
        <Alert role="alert" color="red" variant="light">
          {webhookErrorText(deliveries.error, 'Failed to load the deliveries')}
        </Alert>
      ) : (
        <ListTable
          label="Deliveries"
          columns={columns}
          rows={deliveries.data}
          rowKey={(d) => d.id}
          loading={deliveries.isPending}
          skeletonRows={3}
          empty="Nothing sent yet. Events the endpoint picked appear here as they happen."
          emptyIcon={IconSend}
        />
      )}
    </Drawer>
  );
}
