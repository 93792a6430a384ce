import type { MantineBreakpoint } from '@mantine/core';
import type { Order, OrderViewer } from '../../../api/orders';
import { OrderTimeline } from '../../../components/order-timeline';
import { SectionCard } from '../../../components/section-card';
import { useInvoices } from '../api/invoices-api';
import { useReturns } from '../api/returns-api';
import { useShipments } from '../api/shipments-api';

export interface OrderActivityProps {
  viewer: OrderViewer;
  order: Order;
  /** How amounts are written (the provider's locale); default: the browser's. */
  locale: string | undefined;
  /** Below it, where the Activity stands above the order, only its latest steps show at first. */
  collapseBelow?: MantineBreakpoint;
}

/**
 * The order's Activity: its timeline, from the lists the page reads anyway (the shipments, the
 * invoices and credit notes, the returns; each read once, under the order's key), so the
 * provider and the client see the same story. A list still loading leaves its steps out until
 * it comes.
 */
export function OrderActivity({ viewer, order, locale, collapseBelow }: OrderActivityProps) {
  const { data: shipments } = useShipments(viewer, order);
  const { data: invoices } = useInvoices(viewer, order);
  const { data: returns } = useReturns(viewer, order);
  return (
    <SectionCard title="Activity">
      <OrderTimeline
        order={order}
        shipments={shipments}
        invoices={invoices}
        returns={returns}
        locale={locale}
        collapseBelow={collapseBelow}
      />
    </SectionCard>
  );
}
