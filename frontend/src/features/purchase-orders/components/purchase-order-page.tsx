import { Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPackageImport, IconPencil, IconSend } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import { DetailList } from '../../../components/detail-list';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { WhyDisabled } from '../../../components/why-disabled';
import { failureText } from '../../../lib/api-client';
import type { Formats } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { refusalOf, useSession } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import {
  downloadPurchaseOrderPdf,
  type PurchaseOrder,
  usePurchaseOrderAction,
  useSuppliers,
} from '../api/purchase-orders-api';
import { PURCHASE_ORDERS } from '../messages';
import { CloseDialog } from './close-dialog';
import { PurchaseOrderLoader } from './purchase-order-loader';
import { PurchaseOrderStatusBadge } from './purchase-order-status';
import { PurchaseOrderTimeline } from './purchase-order-timeline';
import { ReceiptsSection } from './receipts-section';
import { SendDialog } from './send-dialog';

type Line = PurchaseOrder['lines'][number];

const linesColumns = (
  t: TFunction<'purchase-orders'>,
  fmt: Formats,
  currency: string,
): ListColumn<Line>[] => [
  {
    header: t('detail.columns.product'),
    render: (line) => (line.sku ? `${line.product_name} · ${line.sku}` : line.product_name),
    card: 'title',
  },
  {
    header: t('detail.columns.ordered'),
    render: (line) => fmt.number(line.quantity),
    numeric: true,
  },
  {
    header: t('detail.columns.received'),
    render: (line) => fmt.number(line.received),
    numeric: true,
  },
  {
    header: t('detail.columns.outstanding'),
    render: (line) => fmt.number(line.outstanding),
    numeric: true,
  },
  {
    header: t('detail.columns.unitPrice'),
    render: (line) => fmt.money(line.unit_price, currency),
    numeric: true,
  },
  {
    header: t('detail.columns.amount'),
    render: (line) => fmt.money(line.quantity * line.unit_price, currency),
    numeric: true,
  },
];

type Route = `POST /api/provider/{provider_id}/purchase-orders/{purchase_order_id}/${
  | 'send'
  | 'receive'
  | 'close'
  | 'cancel'}`;

/** /provider/:providerId/purchase-order/:purchaseOrderId: the order, its history, its actions. */
export function PurchaseOrderPage() {
  return (
    <PurchaseOrderLoader>
      {(order, providerId) => <PurchaseOrderScreen providerId={providerId} order={order} />}
    </PurchaseOrderLoader>
  );
}

function PurchaseOrderScreen({ providerId, order }: { providerId: string; order: PurchaseOrder }) {
  const { t } = useTranslation(PURCHASE_ORDERS);
  const navigate = useNavigate();
  const fmt = useFormats(providerId);
  const session = useSession();
  const { data: suppliers } = useSuppliers(providerId);
  const action = usePurchaseOrderAction(providerId);
  const [dialog, setDialog] = useState<'send' | 'close' | null>(null);
  const [downloading, setDownloading] = useState(false);

  const refusal = (step: 'send' | 'receive' | 'close' | 'cancel') =>
    refusalOf(
      session,
      providerId,
      `POST /api/provider/{provider_id}/purchase-orders/{purchase_order_id}/${step}` as Route,
    );
  const editRefusal = refusalOf(
    session,
    providerId,
    'PUT /api/provider/{provider_id}/purchase-orders/{purchase_order_id}',
  );
  const here = `/provider/${providerId}/purchase-order/${order.id}`;
  const status = order.status;
  const open = status === 'DRAFT' || status === 'SENT' || status === 'PARTIALLY_RECEIVED';
  const changeable = status === 'DRAFT' || status === 'SENT';
  const supplierEmail = suppliers?.find((s) => s.id === order.supplier.id)?.email ?? null;
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);

  async function cancel() {
    const sure = await confirmAction(t('detail.confirmCancel.title', { number: order.number }), {
      confirmLabel: t('detail.confirmCancel.confirm'),
      detail: (
        <ConfirmFacts
          facts={[
            t('detail.confirmCancel.fact', {
              count: units,
              supplier: order.supplier.name,
            }),
          ]}
        />
      ),
    });
    if (!sure) return;
    try {
      await action.mutateAsync({ kind: 'cancel', id: order.id });
      notifySuccess(t('detail.toasts.cancelled'));
    } catch (error) {
      notifyError(failureText(error));
    }
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadPurchaseOrderPdf(providerId, order);
    } catch (error) {
      notifyError(failureText(error));
    } finally {
      setDownloading(false);
    }
  }

  const gated = (
    step: 'send' | 'receive' | 'close' | 'cancel',
    button: (disabled: boolean) => ReactNode,
  ) => <WhyDisabled reason={refusal(step)}>{button(Boolean(refusal(step)))}</WhyDisabled>;

  return (
    <Container component="section" size="lg">
      <BackButton home={`/provider/${providerId}/purchase-orders`} />
      <Stack gap="xs" mb="md">
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            {t('detail.title', { number: order.number })}
          </Title>
          <PurchaseOrderStatusBadge status={status} />
        </Group>
        <Group gap="xs" wrap="wrap" aria-label={t('detail.actionsLabel')}>
          {open
            ? gated('receive', (disabled) => (
                <Button
                  leftSection={<IconPackageImport size={16} />}
                  disabled={disabled}
                  onClick={() => navigate(`${here}/receive`)}
                >
                  {t('detail.actions.receive')}
                </Button>
              ))
            : null}
          {open
            ? gated('send', (disabled) => (
                <Button
                  variant={status === 'DRAFT' ? 'filled' : 'default'}
                  leftSection={<IconSend size={16} />}
                  disabled={disabled}
                  onClick={() => setDialog('send')}
                >
                  {status === 'DRAFT' ? t('detail.actions.send') : t('detail.actions.sendAgain')}
                </Button>
              ))
            : null}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={downloading}
            onClick={download}
          >
            {t('detail.actions.pdf')}
          </Button>
          {changeable ? (
            <WhyDisabled reason={editRefusal}>
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                disabled={Boolean(editRefusal)}
                onClick={() => navigate(`${here}/edit`)}
              >
                {t('detail.actions.edit')}
              </Button>
            </WhyDisabled>
          ) : null}
          {status === 'PARTIALLY_RECEIVED'
            ? gated('close', (disabled) => (
                <Button
                  variant="default"
                  color="red"
                  disabled={disabled}
                  onClick={() => setDialog('close')}
                >
                  {t('detail.actions.close')}
                </Button>
              ))
            : null}
          {changeable
            ? gated('cancel', (disabled) => (
                <Button variant="default" color="red" disabled={disabled} onClick={cancel}>
                  {t('detail.actions.cancel')}
                </Button>
              ))
            : null}
        </Group>
      </Stack>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <SectionCard title={t('detail.lines')}>
              <ListTable
                label={t('detail.lines')}
                columns={linesColumns(t, fmt, order.currency)}
                rows={order.lines}
                rowKey={(line) => line.product_id}
                loading={false}
                empty=""
              />
              <Text ta="right" fw={600} mt="sm" data-testid="purchase-order-total">
                {t('detail.total', { total: fmt.money(order.total, order.currency) })}
              </Text>
            </SectionCard>
            <ReceiptsSection providerId={providerId} order={order} fmt={fmt} />
            <SectionCard title={t('detail.history')}>
              <PurchaseOrderTimeline order={order} fmt={fmt} />
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SectionCard title={t('detail.details')}>
            <DetailList
              items={[
                { label: t('detail.supplier'), value: order.supplier.name },
                { label: t('detail.location'), value: order.location.name },
                {
                  label: t('detail.expectedOn'),
                  value: order.expected_on ? fmt.date(order.expected_on) : t('detail.notSet'),
                },
                { label: t('detail.currency'), value: order.currency },
                { label: t('detail.created'), value: fmt.dateTime(order.created_at) },
                ...(order.notes ? [{ label: t('detail.notes'), value: order.notes }] : []),
              ]}
            />
          </SectionCard>
        </Grid.Col>
      </Grid>
      {dialog === 'send' ? (
        <SendDialog
          order={order}
          supplierEmail={supplierEmail}
          onClose={() => setDialog(null)}
          onSend={async (body) => {
            const sent = await action.mutateAsync({ kind: 'send', id: order.id, body });
            const step = sent.history.at(-1);
            notifySuccess(
              step?.to ? t('detail.toasts.sent', { to: step.to }) : t('detail.toasts.marked'),
            );
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'close' ? (
        <CloseDialog
          order={order}
          onClose={() => setDialog(null)}
          onCloseShort={async (reason) => {
            await action.mutateAsync({ kind: 'close', id: order.id, body: { reason } });
            notifySuccess(t('detail.toasts.closed'));
            setDialog(null);
          }}
        />
      ) : null}
    </Container>
  );
}
