import type { MantineBreakpoint } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order, OrderViewer } from '../../../api/orders';
import { OrderTimeline } from '../../../components/order-timeline';
import { SectionCard } from '../../../components/section-card';
import { useInvoices } from '../api/invoices-api';
import { useReturns } from '../api/returns-api';
import { useShipments } from '../api/shipments-api';
import { ORDERS } from '../messages';

export interface OrderActivityProps {
  viewer: OrderViewer;
  order: Order;
  /** How amounts and dates are written (the provider's locale); default: en-US. */
  locale: string | undefined;
  /**
   * Whether only its latest steps show at first: always (true), or below a breakpoint (where the
   * Activity stands above the order); none: every step.
   */
  collapse?: boolean | MantineBreakpoint;
}

/**
 * The order's Activity: its timeline, from the lists the page reads anyway (the shipments, the
 * invoices and credit notes, the returns; each read once, under the order's key), so the
 * provider and the client see the same story. A list still loading leaves its steps out until
 * it comes.
 */
export function OrderActivity({ viewer, order, locale, collapse }: OrderActivityProps) {
  const { data: shipments } = useShipments(viewer, order);
  const { data: invoices } = useInvoices(viewer, order);
  const { data: returns } = useReturns(viewer, order);
  const { t } = useTranslation(ORDERS);
  return (
    <SectionCard title={t('detail.activity')}>
      <OrderTimeline
        order={order}
        shipments={shipments}
        invoices={invoices}
        returns={returns}
        locale={locale}
        collapse={collapse}
      />
    </SectionCard>
  );
}
