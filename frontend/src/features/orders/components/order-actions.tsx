import { Button, Stack, Text } from '@mantine/core';
import {
  IconCheck,
  IconFileInvoice,
  IconLink,
  IconPrinter,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyClientLink } from '../../../api/client-link';
import type { Order, OrderViewer } from '../../../api/orders';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import { cancelFacts, fulfilFacts } from '../../../components/order-consequences';
import { SectionCard } from '../../../components/section-card';
import { useProGate } from '../../../components/upsell';
import { WhyDisabled } from '../../../components/why-disabled';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { mayDo, refusalOf, useRefusal, useSession } from '../../../lib/session';
import { useRouteFormats } from '../../../lib/use-formats';
import { INVOICE_ROUTE, useInvoices } from '../api/invoices-api';
import type { OrderUpdate } from '../api/orders-api';
import { SHIP_ROUTE, shippedUnits, useShipments } from '../api/shipments-api';
import { ORDERS } from '../messages';
import { nextStep } from '../next-step';
import { linesToShip } from '../shipping';
import { type InvoicePer, useIssueInvoiceAction } from './order-invoices';
import { ShipDialog } from './ship-dialog';

/** One thing a member can do to an order, as a button of the Actions block or of the header. */
export interface OrderAction {
  key: 'fulfil' | 'ship' | 'cancel' | 'copy' | 'print' | 'invoice';
  /** The button's text (the spec's, where it names it: Fullfill, Cancel, …). */
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** How the Actions block draws it: the spec's first action filled, Cancel in red. */
  look: 'filled' | 'light' | 'danger' | 'default';
  /** Why this member may not take it: shown disabled, with this as its tooltip. */
  refusal: string | null;
  /** Out of reach for now (an update is under way), refused or not. */
  disabled: boolean;
  loading?: boolean;
  /** What a click does; absent for a link. */
  run?: () => void;
  /** Where a link leads (Print Order Sheet opens a new tab). */
  href?: string;
}

export interface UseOrderActionsProps {
  order: Order;
  viewer: OrderViewer;
  /**
   * Why the provider may not Fullfill or Cancel: the permission for the order's type
   * (docs/product.md §6), or an auditor's read-only access. The buttons are disabled with it as
   * their tooltip.
   */
  refusal: string | null;
  onUpdate: (update: OrderUpdate) => Promise<boolean>;
  busy: boolean;
  /** The provider's choice (business settings), to know what invoice is still to issue. */
  invoicePer: InvoicePer | undefined;
}

export interface OrderActionsState {
  /** What the Actions block lists, in its order (docs/product.md §2.8). */
  actions: OrderAction[];
  /**
   * The next step for this member and this order, the header's primary button: Ship while
   * something remains to ship, then the invoice still to issue; null when there is nothing to
   * do, or nothing this member may do.
   */
  main: OrderAction | null;
  /** What the actions open (the Ship dialog), drawn once by the page. */
  dialogs: ReactNode;
}

/**
 * docs/product.md §2.8 and §4, Actions, worked out once for the page: the Actions block and the
 * header's main button run the same handlers. Provider: Fullfill (a pending ORDER: ships all
 * that remains), Ship (some of what remains, in a dialog), Cancel (neither fulfilled nor
 * cancelled), Copy client link, Print Order Sheet. Client: Cancel (own pending order, nothing of
 * it shipped yet). A cancelled order offers nothing.
 */
export function useOrderActions({
  order,
  viewer,
  refusal,
  onUpdate,
  busy,
  invoicePer,
}: UseOrderActionsProps): OrderActionsState {
  const pending = !order.cancelled && !order.fulfilled;
  const isOrder = order.transaction_type === 'ORDER';
  const provider = viewer.kind === 'provider' ? viewer : null;
  const session = useSession();
  const clientId = order.client?.id;
  const proOnly = useProGate();
  const [shipping, setShipping] = useState(false);
  // Read under the order's own keys: the same reads as the Invoices and Shipments blocks.
  const { data: invoices } = useInvoices(viewer, order);
  const { data: shipments } = useShipments(viewer, order);
  const invoiceRefusal = useRefusal(provider?.providerId, INVOICE_ROUTE);
  const issue = useIssueInvoiceAction(provider?.providerId ?? '', order);

  // An order on credit hold is released first (its notice offers Release); Cancel stays.
  const canFulfil = Boolean(provider) && isOrder && pending && !order.hold;
  const canShip = canFulfil && linesToShip(order).length > 0;
  // Once some of it has shipped, only the provider cancels what remains.
  const canCancel = provider ? pending : isOrder && pending && shippedUnits(order) === 0;
  const shipRefusal = provider ? refusalOf(session, provider.providerId, SHIP_ROUTE) : null;
  // Whoever holds a client's link orders as the client: only members who may place orders copy it.
  const canCopy =
    Boolean(provider && clientId) &&
    !order.cancelled &&
    mayDo(session, provider?.providerId, 'GET /api/provider/{provider_id}/client/{client_id}/link');
  const canPrint = Boolean(provider) && !order.cancelled;
  // A provider without the permission sees Fullfill and Cancel disabled.
  const reason = provider ? refusal : null;

  // The confirms say what will happen under the spec's questions: the order, and its stock.
  const fmt = useRouteFormats();
  const { t } = useTranslation(ORDERS);

  async function fulfil() {
    if (
      await confirmAction(t('actions.confirmFulfil'), {
        confirmLabel: t('actions.fulfil'),
        danger: false,
        detail: <ConfirmFacts facts={fulfilFacts(order, fmt.money)} />,
      })
    )
      await onUpdate({ fulfilled: true });
  }

  async function cancel() {
    if (
      await confirmAction(t('actions.confirmCancel'), {
        confirmLabel: t('actions.cancelOrder'),
        detail: <ConfirmFacts facts={cancelFacts(order, fmt.money)} />,
      })
    )
      await onUpdate({ cancelled: true });
  }

  async function copyLink() {
    if (!provider || !clientId || (await proOnly('PRO_REQUIRED_CLIENT_LINKS'))) return;
    try {
      await copyClientLink(provider.providerId, clientId);
      notifySuccess(t('actions.linkCopied'));
    } catch {
      notifyError(t('actions.linkFailed'));
    }
  }

  const actions: OrderAction[] = [];
  if (canFulfil)
    actions.push({
      key: 'fulfil',
      label: t('actions.fulfil'),
      icon: IconCheck,
      look: 'filled',
      refusal: reason,
      disabled: Boolean(reason) || busy,
      run: fulfil,
    });
  const ship: OrderAction | null = canShip
    ? {
        key: 'ship',
        label: t('actions.ship'),
        icon: IconTruckDelivery,
        look: 'light',
        refusal: shipRefusal,
        disabled: Boolean(shipRefusal) || busy,
        run: () => setShipping(true),
      }
    : null;
  if (ship) actions.push(ship);
  if (canCancel)
    actions.push({
      key: 'cancel',
      label: t('actions.cancel'),
      icon: IconX,
      look: 'danger',
      refusal: reason,
      disabled: Boolean(reason) || busy,
      run: cancel,
    });
  if (canCopy)
    actions.push({
      key: 'copy',
      label: t('actions.copyLink'),
      icon: IconLink,
      look: 'default',
      refusal: null,
      disabled: false,
      run: copyLink,
    });
  if (provider && canPrint)
    actions.push({
      key: 'print',
      label: t('actions.print'),
      icon: IconPrinter,
      look: 'default',
      refusal: null,
      disabled: false,
      href: `/provider/${provider.providerId}/print/${order.id}`,
    });

  // The next step leads the page, only when this member may take it. Ship is the Actions block's
  // own; an invoice is the Invoices and Shipments blocks' (the same call, confirm and toast).
  const step = nextStep(order, { invoicePer, invoices, shipments });
  let main: OrderAction | null = null;
  if (provider && step?.kind === 'ship') main = ship;
  else if (provider && step?.kind === 'invoice' && !order.hold) {
    const { shipment } = step;
    main = {
      key: 'invoice',
      label: shipment
        ? t('actions.invoiceShipment', { number: shipment.number })
        : t('actions.issueInvoice'),
      icon: IconFileInvoice,
      look: 'filled',
      refusal: invoiceRefusal,
      disabled: Boolean(invoiceRefusal),
      loading: issue.pending,
      run: () => issue.run(shipment),
    };
  }
  if (main?.refusal) main = null;

  const dialogs =
    provider && shipping && canShip && !shipRefusal ? (
      <ShipDialog
        providerId={provider.providerId}
        order={order}
        onClose={() => setShipping(false)}
      />
    ) : null;

  return { actions, main, dialogs };
}

const BUTTON_LOOKS: Record<OrderAction['look'], { variant: string; color?: string }> = {
  filled: { variant: 'filled' },
  light: { variant: 'light' },
  danger: { variant: 'light', color: 'red' },
  default: { variant: 'default' },
};

/** An action as a button (a link for Print Order Sheet), disabled with its reason when refused. */
export function OrderActionButton({
  action,
  look = action.look,
  fullWidth,
}: {
  action: OrderAction;
  look?: OrderAction['look'];
  fullWidth?: boolean;
}) {
  const Icon = action.icon;
  const style = BUTTON_LOOKS[look];
  const common = {
    ...style,
    fullWidth,
    leftSection: <Icon size={16} />,
  };
  if (action.href)
    return (
      <Button {...common} component="a" href={action.href} target="_blank" rel="noopener">
        {action.label}
      </Button>
    );
  return (
    <WhyDisabled reason={action.refusal}>
      <Button {...common} onClick={action.run} disabled={action.disabled} loading={action.loading}>
        {action.label}
      </Button>
    </WhyDisabled>
  );
}

/**
 * The Actions block of docs/product.md §2.8: every action of the order, or There are no actions
 * for this order. when none applies.
 */
export function OrderActions({ state }: { state: OrderActionsState }) {
  const { t } = useTranslation(ORDERS);
  return (
    <SectionCard title={t('actions.title')}>
      {state.actions.length === 0 ? (
        <Text c="dimmed">{t('actions.none')}</Text>
      ) : (
        <Stack gap="xs" align="flex-start">
          {state.actions.map((action) => (
            <OrderActionButton key={action.key} action={action} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
