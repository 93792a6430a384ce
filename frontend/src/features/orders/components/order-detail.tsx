import {
  Anchor,
  Box,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Order, OrderViewer } from '../../../api/orders';
import { BackButton } from '../../../components/back-button';
import { DetailList } from '../../../components/detail-list';
import { OrderNumber } from '../../../components/order-number';
import {
  formatDateTime,
  OrderStatusBadge,
  TRANSACTION_TYPE_LABELS,
} from '../../../components/order-status';
import { OrderTotals } from '../../../components/order-totals';
import { SectionCard } from '../../../components/section-card';
import { notifySuccess } from '../../../lib/notify';
import { refusalOf, useSession } from '../../../lib/session';
import { useOrderSettings } from '../api/invoices-api';
import { type OrderUpdate, useOrder, useUpdateOrder } from '../api/orders-api';
import { useLiveOrder } from '../hooks/use-live-order';
import { orderActionRefusal } from '../permissions';
import { OrderActions } from './order-actions';
import { OrderActivity } from './order-activity';
import { OrderAttachments } from './order-attachments';
import { OrderInvoices } from './order-invoices';
import { OrderLineItems } from './order-line-items';
import { OrderNotes } from './order-notes';
import { OrderReturns, showsReturns } from './order-returns';
import { OrderShipments, showsShipments } from './order-shipments';

export interface OrderDetailProps {
  viewer: OrderViewer;
  orderId: string;
  /** The print sheet: no back button, no actions, notes shown but not edited; prints once loaded. */
  print?: boolean;
  /** Below the order: its History (the provider's screen; the route composes it). */
  history?: (order: Order) => ReactNode;
}

/** The viewer's home, where Back goes on a first visit: the inbox, or the client's orders. */
function homeOf(viewer: OrderViewer): string {
  return viewer.kind === 'provider'
    ? `/provider/${viewer.providerId}/inbox`
    : `/client/${viewer.clientId}`;
}

/**
 * The order detail of docs/product.md §2.8, shared by the provider's order and movement pages, the
 * print sheet and the client portal. A failed load leaves the view empty (docs/product.md §8).
 * Live: changes made elsewhere (a teammate, the client, the provider) show without a reload.
 */
export function OrderDetail({ viewer, orderId, print = false, history }: OrderDetailProps) {
  const { data: order, isPending } = useOrder(viewer, orderId);
  const update = useUpdateOrder(viewer, orderId);
  // The print sheet is a snapshot: it does not follow changes.
  useLiveOrder(viewer, orderId, !print);
  const session = useSession();
  const printed = useRef(false);

  useEffect(() => {
    if (!print || !order || printed.current) return;
    printed.current = true;
    window.print();
  }, [print, order]);

  async function save(change: OrderUpdate): Promise<boolean> {
    try {
      await update.mutateAsync(change);
      notifySuccess('The order has been updated.');
      return true;
    } catch {
      // docs/product.md §8: an update failure gives no message; the order is read again
      // (useUpdateOrder).
      return false;
    }
  }

  return (
    <Container component="section" size={print ? 'md' : 'lg'} py={print ? 'md' : undefined}>
      {print ? null : <BackButton home={homeOf(viewer)} />}
      {order ? (
        <OrderView
          order={order}
          viewer={viewer}
          print={print}
          refusals={
            viewer.kind === 'provider'
              ? {
                  actions: orderActionRefusal(session, viewer.providerId, order.transaction_type),
                  edits: refusalOf(session, viewer.providerId),
                }
              : NO_REFUSALS
          }
          onUpdate={save}
          busy={update.isPending}
          history={history}
        />
      ) : isPending ? (
        <>
          <Skeleton height={32} width={320} mb="md" />
          <Skeleton height={160} />
        </>
      ) : null}
    </Container>
  );
}

/** Why the member may not act: Fullfill and Cancel, and the notes and attachments. */
interface Refusals {
  actions: string | null;
  edits: string | null;
}

const NO_REFUSALS: Refusals = { actions: null, edits: null };

interface OrderViewProps {
  order: Order;
  viewer: OrderViewer;
  print: boolean;
  refusals: Refusals;
  onUpdate: (update: OrderUpdate) => Promise<boolean>;
  busy: boolean;
  history: ((order: Order) => ReactNode) | undefined;
}

function OrderView({ order, viewer, print, refusals, onUpdate, busy, history }: OrderViewProps) {
  const provider = viewer.kind === 'provider' ? viewer : null;
  const typeLabel = TRANSACTION_TYPE_LABELS[order.transaction_type] ?? order.transaction_type;
  const isOrder = order.transaction_type === 'ORDER';
  // The provider's business settings: what invoices cover, and how amounts are written. The
  // client has none to read: amounts are written as the browser writes them.
  const { data: settings } = useOrderSettings(provider && isOrder ? provider.providerId : null);
  const locale = settings?.locale;

  const main = (
    <>
      <SectionCard title="Details">
        <OrderLineItems order={order} locale={locale} />
        {isOrder && order.totals ? (
          <Box mt="sm">
            <OrderTotals totals={order.totals} currency={order.currency} locale={locale} />
          </Box>
        ) : null}
      </SectionCard>
      {/* Not on the print sheet: it prints as soon as the order is there. */}
      {!print && showsShipments(viewer, order) ? (
        <Box mt="md">
          <OrderShipments viewer={viewer} order={order} invoicePer={settings?.invoice_per} />
        </Box>
      ) : null}
      {!print && isOrder ? (
        <OrderInvoices
          viewer={viewer}
          order={order}
          invoicePer={settings?.invoice_per}
          locale={locale}
        />
      ) : null}
      {!print && showsReturns(order) ? <OrderReturns viewer={viewer} order={order} /> : null}
    </>
  );

  return (
    <>
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        {/* docs/product.md §2.8: type and order id, the id as people read it (Order #1004). */}
        <Title order={1} size="h2">
          {`${typeLabel} `}
          <OrderNumber order={order} />
        </Title>
        {order.transaction_type === 'ORDER' ? <OrderStatusBadge order={order} /> : null}
      </Group>
      <Text c="dimmed" size="sm" mb="md">
        {`Created ${formatDateTime(order.created_at)}`}
      </Text>
      {/*
        An order's Activity (not on the print sheet): beside the order where there is room, above
        it on a phone, where it says at once where the order stands.
      */}
      {!print && isOrder ? (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
            {main}
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
            <OrderActivity viewer={viewer} order={order} locale={locale} collapseBelow="lg" />
          </Grid.Col>
        </Grid>
      ) : (
        main
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="md">
        {provider ? (
          <SectionCard title="Location">
            <Text>{order.location?.name ?? '—'}</Text>
          </SectionCard>
        ) : null}
        {provider && order.client ? (
          <SectionCard title="Customer">
            <DetailList
              items={[
                {
                  label: 'Name',
                  value: (
                    <Anchor
                      component={Link}
                      to={`/provider/${provider.providerId}/client/${order.client.id}`}
                    >
                      {order.client.name}
                    </Anchor>
                  ),
                },
                { label: 'Email', value: order.client.email || '—' },
                { label: 'Address', value: order.client.address || '—' },
              ]}
            />
          </SectionCard>
        ) : null}
        {!provider && order.provider ? (
          <SectionCard title="Provider">
            <DetailList
              items={[
                { label: 'Name', value: order.provider.name },
                { label: 'Email', value: order.provider.email || '—' },
              ]}
            />
          </SectionCard>
        ) : null}
        <OrderAttachments order={order} viewer={viewer} print={print} refusal={refusals.edits} />
        {provider ? (
          <OrderNotes
            order={order}
            editable={!print}
            refusal={refusals.edits}
            onSave={onUpdate}
            saving={busy}
          />
        ) : null}
        {print ? null : (
          <OrderActions
            order={order}
            viewer={viewer}
            refusal={refusals.actions}
            onUpdate={onUpdate}
            busy={busy}
          />
        )}
      </SimpleGrid>
      {/* The provider's screen, not the print sheet. */}
      {history && provider && !print ? history(order) : null}
    </>
  );
}
