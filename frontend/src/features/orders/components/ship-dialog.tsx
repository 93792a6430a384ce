import { NumberInput, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../api/orders';
import { FormDialog } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { localDay } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useShipOrder } from '../api/shipments-api';
import { ORDERS } from '../messages';
import {
  initialShipForm,
  type LineToShip,
  linesToShip,
  remainText,
  type ShipForm,
  shipFormErrors,
  shipRequest,
} from '../shipping';

/** The longest carrier name and tracking number the server keeps. */
const MAX_TEXT = 100;

/** The lines of `opened` with what remains of each in `order` now (none: 0). */
function remainingNow(opened: readonly LineToShip[], order: Order): LineToShip[] {
  const now = new Map(linesToShip(order).map((line) => [line.productId, line.remaining]));
  return opened.map((line) => ({ ...line, remaining: now.get(line.productId) ?? 0 }));
}

export interface ShipDialogProps {
  providerId: string;
  order: Order;
  onClose: () => void;
}

/**
 * Ship (partial fulfilment): how many units of each line that remains leave now (all of them at
 * first), the day they left (today at first, never later), and the carrier and tracking number.
 * The order and its shipments are read again once it is recorded; a refusal is shown as the
 * server words it, and the dialog stays open.
 */
export function ShipDialog({ providerId, order, onClose }: ShipDialogProps) {
  // The products that remained when the dialog opened, each with what remains of it now: one
  // shipped meanwhile (elsewhere, or before a refusal read the order again) stays in the form,
  // with its new figure, rather than vanish from under the user's hands.
  const [opened] = useState<LineToShip[]>(() => linesToShip(order));
  const lines = remainingNow(opened, order);
  const [form, setForm] = useState<ShipForm>(() => initialShipForm(opened));
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ship = useShipOrder(providerId, order.id);
  const { t } = useTranslation(ORDERS);
  const errors = checked ? shipFormErrors(lines, form) : {};

  const change = (patch: Partial<ShipForm>) => setForm((current) => ({ ...current, ...patch }));

  async function submit() {
    setChecked(true);
    setFailure(null);
    if (Object.keys(shipFormErrors(lines, form)).length > 0) return;
    try {
      const shipment = await ship.mutateAsync(shipRequest(lines, form));
      notifySuccess(t('ship.recorded', { number: shipment.number }));
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  return (
    <FormDialog
      title={t('ship.title', { number: order.number })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={ship.isPending}
      submitLabel={t('ship.submit')}
      formError={errors.form}
      failure={failure}
      failureTitle={t('ship.failureTitle')}
    >
      <Text size="sm" c="dimmed">
        {t('ship.intro')}
      </Text>
      {lines.map((line) => (
        <NumberInput
          key={line.productId}
          label={line.name}
          description={remainText(line.remaining)}
          min={0}
          max={line.remaining}
          // Above what remains stays as typed, refused beside the field (not cut down unsaid).
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          value={form.quantities[line.productId]}
          error={errors[line.productId]}
          onChange={(value) =>
            change({ quantities: { ...form.quantities, [line.productId]: value } })
          }
        />
      ))}
      <TextInput
        type="date"
        label={t('ship.shippedOn')}
        required
        max={localDay()}
        value={form.shippedOn}
        error={errors.shippedOn}
        onChange={(event) => change({ shippedOn: event.currentTarget.value })}
      />
      <TextInput
        label={t('ship.carrier')}
        maxLength={MAX_TEXT}
        value={form.carrier}
        onChange={(event) => change({ carrier: event.currentTarget.value })}
      />
      <TextInput
        label={t('ship.trackingNumber')}
        maxLength={MAX_TEXT}
        value={form.trackingNumber}
        onChange={(event) => change({ trackingNumber: event.currentTarget.value })}
      />
    </FormDialog>
  );
}
