import { Anchor, Box, Container, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order, OrderViewer } from '../../../api/orders';
import { BackButton } from '../../../components/back-button';
import { DetailList } from '../../../components/detail-list';
import { isNotFound, NotFound } from '../../../components/not-found';
import { OrderTotals } from '../../../components/order-totals';
import { SectionCard } from '../../../components/section-card';
import { notifySuccess } from '../../../lib/notify';
import { refusalOf, useSession } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { useOrderSettings } from '../api/invoices-api';
import { type OrderUpdate, useOrder, useUpdateOrder } from '../api/orders-api';
import { useLiveOrder } from '../hooks/use-live-order';
import { marginStage } from '../margin';
import { ORDERS } from '../messages';
import { orderActionRefusal } from '../permissions';
import { OrderActions, useOrderActions } from './order-actions';
import { OrderActivity } from './order-activity';
import { OrderAttachments } from './order-attachments';
import { OrderHeader } from './order-header';
import { type InvoicePaymentSlot, OrderInvoices } from './order-invoices';
import { OrderLineItems } from './order-line-items';
import { OrderMarginSection } from './order-margin';
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
  /** Reached as a movement (transaction/:id): an unknown one is a movement not found. */
  movement?: boolean;
  /** In the header beside the actions (the route composes it: the buyer's Order again). */
  headerExtra?: (order: Order) => ReactNode;
  /** Under the header: what the order waits for (the route composes it: a credit hold). */
  notice?: (order: Order) => ReactNode;
  /** The Invoices section's payment column (the route composes it: staff record payments). */
  invoicePayment?: InvoicePaymentSlot;
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
export function OrderDetail({
  viewer,
  orderId,
  print = false,
  history,
  movement = false,
  headerExtra,
  notice,
  invoicePayment,
}: OrderDetailProps) {
  const { data: order, isPending, error } = useOrder(viewer, orderId);
  const update = useUpdateOrder(viewer, orderId);
  // The print sheet is a snapshot: it does not follow changes.
  useLiveOrder(viewer, orderId, !print);
  const session = useSession();
  const printed = useRef(false);
  const { t } = useTranslation(ORDERS);

  useEffect(() => {
    if (!print || !order || printed.current) return;
    printed.current = true;
    window.print();
  }, [print, order]);

  // An unknown or malformed order id says so; any other failed load stays empty (§8).
  if (isNotFound(error))
    return viewer.kind === 'provider' ? (
      movement ? (
        <NotFound
          what={t('detail.movementNotFound')}
          back={{
            to: `/provider/${viewer.providerId}/transactions`,
            label: t('detail.backToMovements'),
          }}
        />
      ) : (
        <NotFound
          what={t('detail.notFound')}
          back={{ to: `/provider/${viewer.providerId}/orders`, label: t('detail.backToOrders') }}
        />
      )
    ) : (
      <NotFound
        what={t('detail.notFound')}
        back={{ to: homeOf(viewer), label: t('detail.backToYourOrders') }}
      />
    );

  async function save(change: OrderUpdate): Promise<boolean> {
    try {
      await update.mutateAsync(change);
      notifySuccess(t('detail.updated'));
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
          headerExtra={headerExtra}
          notice={notice}
          invoicePayment={invoicePayment}
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
  headerExtra: ((order: Order) => ReactNode) | undefined;
  notice: ((order: Order) => ReactNode) | undefined;
  invoicePayment: InvoicePaymentSlot | undefined;
}

function OrderView({
  order,
  viewer,
  print,
  refusals,
  onUpdate,
  busy,
  history,
  headerExtra,
  notice,
  invoicePayment,
}: OrderViewProps) {
  const provider = viewer.kind === 'provider' ? viewer : null;
  const isOrder = order.transaction_type === 'ORDER';
  const { t } = useTranslation(ORDERS);
  // The provider's business settings: what invoices cover, and how amounts and dates are written.
  // The client has none to read: they are written in en-US, each amount in the order's currency.
  const { data: settings } = useOrderSettings(provider ? provider.providerId : null);
  const locale = settings?.locale;
  const fmt = useFormats(provider ? provider.providerId : null);
  // Worked out once: the header's main button and the Actions block run the same handlers.
  const actions = useOrderActions({
    order,
    viewer,
    refusal: refusals.actions,
    onUpdate,
    busy,
    invoicePer: settings?.invoice_per,
  });

  return (
    <>
      <OrderHeader
        order={order}
        fmt={fmt}
        actions={print ? null : actions}
        extra={print ? null : headerExtra?.(order)}
      />
      {print ? null : notice?.(order)}
      {/*
        An order's Activity (not on the print sheet) right under the header, where it says at
        once where the order stands: its latest steps, the earlier ones a click away.
      */}
      {!print && isOrder ? (
        <Box mb="md">
          <OrderActivity viewer={viewer} order={order} locale={locale} collapse />
        </Box>
      ) : null}
      <SectionCard title={t('detail.details')}>
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
          payment={invoicePayment}
        />
      ) : null}
      {!print && showsReturns(order) ? <OrderReturns viewer={viewer} order={order} /> : null}
      {/* Staff only, never the portal nor the print sheet: what the goods cost stays in-house. */}
      {!print && provider && marginStage(provider, order) !== 'none' ? (
        <Box mt="md">
          <OrderMarginSection providerId={provider.providerId} order={order} />
        </Box>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="md">
        {provider ? (
          <SectionCard title={t('detail.location')}>
            <Text>{order.location?.name ?? '—'}</Text>
          </SectionCard>
        ) : null}
        {provider && order.client ? (
          <SectionCard title={t('detail.customer')}>
            <DetailList
              items={[
                {
                  label: t('detail.name'),
                  value: (
                    <Anchor
                      component={Link}
                      to={`/provider/${provider.providerId}/client/${order.client.id}`}
                    >
                      {order.client.name}
                    </Anchor>
                  ),
                },
                { label: t('detail.email'), value: order.client.email || '—' },
                { label: t('detail.address'), value: order.client.address || '—' },
              ]}
            />
          </SectionCard>
        ) : null}
        {!provider && order.provider ? (
          <SectionCard title={t('detail.provider')}>
            <DetailList
              items={[
                { label: t('detail.name'), value: order.provider.name },
                { label: t('detail.email'), value: order.provider.email || '—' },
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
        {print ? null : <OrderActions state={actions} />}
      </SimpleGrid>
      {/* The provider's screen, not the print sheet. */}
      {history && provider && !print ? history(order) : null}
      {print ? null : actions.dialogs}
    </>
  );
}
