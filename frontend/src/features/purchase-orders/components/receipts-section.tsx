import { Button, Group, Stack, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import { WhyDisabled } from '../../../components/why-disabled';
import type { Formats } from '../../../lib/format';
import { useRefusal } from '../../../lib/session';
import type { PurchaseOrder, PurchaseReceipt } from '../api/purchase-orders-api';
import { PURCHASE_ORDERS } from '../messages';
import { CorrectCostsDrawer } from './correct-costs-drawer';

type ReceiptLine = PurchaseReceipt['lines'][number];

const receiptColumns = (
  t: TFunction<'purchase-orders'>,
  fmt: Formats,
  names: ReadonlyMap<string, string>,
): ListColumn<ReceiptLine>[] => [
  {
    header: t('receipts.columns.product'),
    render: (line) => {
      const product = names.get(line.product_id) ?? '';
      return line.lot_code ? t('receipts.withLot', { product, lot: line.lot_code }) : product;
    },
    card: 'title',
  },
  {
    header: t('receipts.columns.quantity'),
    render: (line) => fmt.number(line.quantity),
    numeric: true,
  },
  {
    header: t('receipts.columns.unitCost'),
    render: (line) => fmt.money(line.unit_cost),
    numeric: true,
  },
  {
    header: t('receipts.columns.value'),
    render: (line) => fmt.money(line.quantity * line.unit_cost),
    numeric: true,
  },
];

/**
 * Each receipt of the order: when the goods came, its lines at their unit costs (as corrected,
 * in the provider's currency), and Correct costs for a member who may change stock.
 */
export function ReceiptsSection({
  providerId,
  order,
  fmt,
}: {
  providerId: string;
  order: PurchaseOrder;
  fmt: Formats;
}) {
  const { t } = useTranslation(PURCHASE_ORDERS);
  const refusal = useRefusal(
    providerId,
    'POST /api/provider/{provider_id}/purchase-orders/{purchase_order_id}/receipts/{receipt_id}/cost',
  );
  const drawer = useDrawer<PurchaseReceipt>();
  const names = new Map(order.lines.map((line) => [line.product_id, line.product_name]));
  if (order.receipts.length === 0) return null;
  return (
    <SectionCard title={t('receipts.title')}>
      <Stack gap="lg">
        {order.receipts.map((receipt) => {
          const label = t('receipts.label', { when: fmt.dateTime(receipt.effective_at) });
          return (
            <Stack key={receipt.receipt_id} gap="xs" component="section" aria-label={label}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Title order={3} size="h5">
                  {t('receipts.receivedAt', { when: fmt.dateTime(receipt.effective_at) })}
                </Title>
                <WhyDisabled reason={refusal}>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconReceiptRefund size={16} />}
                    disabled={Boolean(refusal)}
                    onClick={() => drawer.open(receipt)}
                  >
                    {t('receipts.correct')}
                  </Button>
                </WhyDisabled>
              </Group>
              <ListTable
                label={label}
                columns={receiptColumns(t, fmt, names)}
                rows={receipt.lines}
                rowKey={(line) => line.product_id}
                loading={false}
                empty=""
              />
            </Stack>
          );
        })}
      </Stack>
      {drawer.state ? (
        <CorrectCostsDrawer
          key={drawer.state.key}
          providerId={providerId}
          order={order}
          receipt={drawer.state.value}
          names={names}
          fmt={fmt}
          onClose={drawer.close}
        />
      ) : null}
    </SectionCard>
  );
}
