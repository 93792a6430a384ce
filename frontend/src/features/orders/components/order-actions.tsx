import { Button, Stack, Text } from '@mantine/core';
import { IconCheck, IconLink, IconPrinter, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { copyClientLink } from '../../../api/client-link';
import type { Order, OrderViewer } from '../../../api/orders';
import { confirmAction } from '../../../components/confirm';
import { SectionCard } from '../../../components/section-card';
import { useProGate } from '../../../components/upsell';
import { WhyDisabled } from '../../../components/why-disabled';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { mayDo, refusalOf, useSession } from '../../../lib/session';
import type { OrderUpdate } from '../api/orders-api';
import { SHIP_ROUTE, shippedUnits } from '../api/shipments-api';
import { linesToShip } from '../shipping';
import { ShipDialog } from './ship-dialog';

export interface OrderActionsProps {
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
}

/**
 * docs/product.md §2.8 and §4, Actions. Provider: Fullfill (a pending ORDER: ships all that
 * remains), Ship (some of what remains, in a dialog), Cancel (neither fulfilled nor cancelled),
 * Copy client link, Print Order Sheet. Client: Cancel (own pending order, nothing of it shipped
 * yet). A cancelled order offers nothing: There are no actions for this order.
 */
export function OrderActions({ order, viewer, refusal, onUpdate, busy }: OrderActionsProps) {
  const pending = !order.cancelled && !order.fulfilled;
  const isOrder = order.transaction_type === 'ORDER';
  const provider = viewer.kind === 'provider' ? viewer : null;
  const session = useSession();
  const clientId = order.client?.id;

  const canFulfil = Boolean(provider) && isOrder && pending;
  const canShip = canFulfil && linesToShip(order).length > 0;
  // Once some of it has shipped, only the provider cancels what remains.
  const canCancel = provider ? pending : isOrder && pending && shippedUnits(order) === 0;
  const shipRefusal = provider ? refusalOf(session, provider.providerId, SHIP_ROUTE) : null;
  const [shipping, setShipping] = useState(false);
  // Whoever holds a client's link orders as the client: only members who may place orders copy it.
  const canCopy =
    Boolean(provider && clientId) &&
    !order.cancelled &&
    mayDo(session, provider?.providerId, 'GET /api/provider/{provider_id}/client/{client_id}/link');
  const canPrint = Boolean(provider) && !order.cancelled;
  const proOnly = useProGate();

  async function fulfil() {
    if (
      await confirmAction('Mark this order as fulfilled?', {
        confirmLabel: 'Fullfill',
        danger: false,
      })
    )
      await onUpdate({ fulfilled: true });
  }

  async function cancel() {
    if (await confirmAction('Cancel this order?', { confirmLabel: 'Cancel order' }))
      await onUpdate({ cancelled: true });
  }

  async function copyLink() {
    if (!provider || !clientId || (await proOnly('PRO_REQUIRED_CLIENT_LINKS'))) return;
    try {
      await copyClientLink(provider.providerId, clientId);
      notifySuccess('Link copied');
    } catch {
      notifyError('The link could not be copied.');
    }
  }

  const none = !canFulfil && !canShip && !canCancel && !canCopy && !canPrint;
  // A provider without the permission sees Fullfill and Cancel disabled.
  const gated = provider ? Boolean(refusal) : false;
  const reason = provider ? refusal : null;

  return (
    <SectionCard title="Actions">
      {none ? (
        <Text c="dimmed">There are no actions for this order.</Text>
      ) : (
        <Stack gap="xs" align="flex-start">
          {canFulfil ? (
            <WhyDisabled reason={reason}>
              <Button
                leftSection={<IconCheck size={16} />}
                onClick={fulfil}
                disabled={gated || busy}
              >
                Fullfill
              </Button>
            </WhyDisabled>
          ) : null}
          {canShip ? (
            <WhyDisabled reason={shipRefusal}>
              <Button
                variant="light"
                leftSection={<IconTruckDelivery size={16} />}
                onClick={() => setShipping(true)}
                disabled={Boolean(shipRefusal) || busy}
              >
                Ship
              </Button>
            </WhyDisabled>
          ) : null}
          {canCancel ? (
            <WhyDisabled reason={reason}>
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} />}
                onClick={cancel}
                disabled={gated || busy}
              >
                Cancel
              </Button>
            </WhyDisabled>
          ) : null}
          {canCopy ? (
            <Button variant="default" leftSection={<IconLink size={16} />} onClick={copyLink}>
              Copy client link
            </Button>
          ) : null}
          {provider && canPrint ? (
            <Button
              component="a"
              href={`/provider/${provider.providerId}/print/${order.id}`}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconPrinter size={16} />}
            >
              Print Order Sheet
            </Button>
          ) : null}
        </Stack>
      )}
      {provider && shipping && canShip && !shipRefusal ? (
        <ShipDialog
          providerId={provider.providerId}
          order={order}
          onClose={() => setShipping(false)}
        />
      ) : null}
    </SectionCard>
  );
}
