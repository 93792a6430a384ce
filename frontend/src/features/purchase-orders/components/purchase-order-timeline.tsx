import { Text, Timeline } from '@mantine/core';
import {
  IconBan,
  IconFilePencil,
  IconFilePlus,
  IconLock,
  IconPackageImport,
  IconReceiptRefund,
  IconSend,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../lib/format';
import type { PurchaseOrder, PurchaseOrderStep } from '../api/purchase-orders-api';
import { PURCHASE_ORDERS } from '../messages';

type StepType = PurchaseOrderStep['type'];

const BULLETS: Record<StepType, { icon: ComponentType<{ size?: number }>; color?: string }> = {
  PurchaseOrderDrafted: { icon: IconFilePlus },
  PurchaseOrderChanged: { icon: IconFilePencil },
  PurchaseOrderSent: { icon: IconSend, color: 'blue' },
  PurchaseOrderReceived: { icon: IconPackageImport, color: 'teal' },
  PurchaseOrderClosed: { icon: IconLock, color: 'yellow' },
  PurchaseOrderCancelled: { icon: IconBan, color: 'red' },
  StockCostCorrected: { icon: IconReceiptRefund, color: 'grape' },
};

/** What a step says: its title, and what it concerned (the receipt's lines at their cost, …). */
export function stepText(
  t: TFunction<'purchase-orders'>,
  fmt: Formats,
  order: Pick<PurchaseOrder, 'lines' | 'currency'> & Partial<Pick<PurchaseOrder, 'receipts'>>,
  step: PurchaseOrderStep,
): { title: string; details: string[] } {
  const names = new Map(order.lines.map((line) => [line.product_id, line.product_name]));
  const effective = step.effective_at
    ? [t('timeline.effective', { when: fmt.dateTime(step.effective_at) })]
    : [];
  switch (step.type) {
    case 'PurchaseOrderDrafted':
      return { title: t('timeline.drafted'), details: [] };
    case 'PurchaseOrderChanged':
      return { title: t('timeline.changed'), details: [] };
    case 'PurchaseOrderSent':
      return step.to
        ? { title: t('timeline.sentTo', { to: step.to }), details: [] }
        : { title: t('timeline.markedSent'), details: [] };
    case 'PurchaseOrderReceived': {
      const details = (step.lines ?? []).map((line) => {
        const values = {
          quantity: fmt.number(line.quantity),
          product: names.get(line.product_id) ?? '',
          cost: fmt.money(line.unit_cost),
        };
        return line.lot_code
          ? t('timeline.receivedLineLot', { ...values, lot: line.lot_code })
          : t('timeline.receivedLine', values);
      });
      if (step.exchange_rate !== undefined && step.exchange_rate !== 1)
        details.push(
          t('timeline.exchangeRate', {
            rate: String(step.exchange_rate),
            currency: order.currency,
            provider: fmt.currency,
          }),
        );
      for (const cost of step.landed_costs ?? [])
        details.push(
          t(cost.spread_by === 'value' ? 'timeline.landedByValue' : 'timeline.landedByQuantity', {
            label: cost.label,
            amount: fmt.money(cost.amount),
          }),
        );
      return { title: t('timeline.received'), details: [...effective, ...details] };
    }
    case 'StockCostCorrected':
      return {
        title: t('timeline.costCorrected'),
        details: [
          ...(step.corrected ?? []).map((line) =>
            t('timeline.correctedLine', {
              product: names.get(line.product_id) ?? '',
              from: fmt.money(line.previous_unit_cost),
              to: fmt.money(line.unit_cost),
            }),
          ),
          // From when the goods came unless said: only a later start is worth a line.
          ...(order.receipts?.some(
            (receipt) =>
              receipt.receipt_id === step.receipt_id && receipt.effective_at === step.effective_at,
          )
            ? []
            : effective),
          ...(step.reason ? [step.reason] : []),
        ],
      };
    case 'PurchaseOrderClosed':
      return { title: t('timeline.closed'), details: step.reason ? [step.reason] : [] };
    case 'PurchaseOrderCancelled':
      return { title: t('timeline.cancelled'), details: [] };
    default:
      return { title: step.type, details: [] };
  }
}

/** The order's history, oldest first: drafted, changed, sent to whom, each receipt, closed. */
export function PurchaseOrderTimeline({ order, fmt }: { order: PurchaseOrder; fmt: Formats }) {
  const { t } = useTranslation(PURCHASE_ORDERS);
  return (
    <Timeline active={order.history.length - 1} bulletSize={24} lineWidth={2} role="list">
      {order.history.map((step, index) => {
        const { title, details } = stepText(t, fmt, order, step);
        const { icon: Icon, color } = BULLETS[step.type];
        return (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
            key={index}
            role="listitem"
            bullet={<Icon size={14} />}
            color={color}
            title={title}
          >
            <Text size="xs" c="dimmed">
              {fmt.dateTime(step.at)}
            </Text>
            {details.map((detail) => (
              <Text key={detail} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {detail}
              </Text>
            ))}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
