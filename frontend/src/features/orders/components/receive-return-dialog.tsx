import { Fieldset, NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocations } from '../../../api/locations';
import type { Order } from '../../../api/orders';
import { FormDialog } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { mayDo, useSession } from '../../../lib/session';
import {
  CREDIT_NOTE_ROUTE,
  type OrderReturn,
  useAnswerReturn,
  useIssueCreditNote,
  useRefreshAfterReturn,
} from '../api/returns-api';
import { ORDERS } from '../messages';
import {
  complement,
  initialReceiptForm,
  type ReceiptForm,
  type ReceiptLine,
  receiptFormErrors,
  receiptKeys,
  receiptRequest,
  returnReasonLabel,
  unitsText,
  type WriteOffReason,
  writeOffReasonOptions,
} from '../returns';

export interface ReceiveReturnDialogProps {
  providerId: string;
  order: Order;
  ret: OrderReturn;
  onClose: () => void;
}

/**
 * Receive (staff): where restocked units go (the active locations, the order's first), and how
 * each line came back: units restocked and units written off, which add up to the line's units,
 * with why they are written off. Once received, its credit note is issued at once when the
 * member may issue it; a credit note refused is said, and the return offers Issue credit note.
 */
export function ReceiveReturnDialog({ providerId, order, ret, onClose }: ReceiveReturnDialogProps) {
  const { data: locations, isPending: locationsPending } = useLocations(providerId);
  const options = useMemo(
    () =>
      (locations ?? [])
        .filter((location) => location.active)
        .map((location) => ({ value: location.id, label: location.name })),
    [locations],
  );
  // The order's location while it is active; else the default one, else the first.
  const fallback =
    options.find((option) => option.value === order.location.id)?.value ??
    locations?.find((location) => location.active && location.default)?.id ??
    options[0]?.value ??
    null;
  const [form, setForm] = useState<ReceiptForm>(() => initialReceiptForm(ret, null));
  const locationId = form.locationId ?? fallback;
  const current: ReceiptForm = { ...form, locationId };
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useAnswerReturn(providerId, order.id);
  const credit = useIssueCreditNote(providerId, order.id);
  const refresh = useRefreshAfterReturn({ kind: 'provider', providerId }, order.id);
  const session = useSession();
  const mayCredit = mayDo(session, providerId, CREDIT_NOTE_ROUTE);
  const errors = checked ? receiptFormErrors(ret, current) : {};
  const busy = answer.isPending || credit.isPending;
  const { t } = useTranslation(ORDERS);
  // Labelled while rendering, in the language shown.
  const writeOffOptions = writeOffReasonOptions();

  function changeLine(productId: string, quantity: number, patch: Partial<ReceiptLine>) {
    setForm((before) => {
      const line = before.lines[productId];
      const next = { ...line, ...patch };
      if ('restock' in patch && patch.restock !== undefined)
        next.writeOff = complement(quantity, patch.restock, line.writeOff);
      if ('writeOff' in patch && patch.writeOff !== undefined)
        next.restock = complement(quantity, patch.writeOff, line.restock);
      // Units written off need a reason: one sent back damaged, Damage at first.
      if (Number(next.writeOff) > 0 && !next.reason) {
        const returned = ret.lines.find((each) => each.product_id === productId);
        next.reason = returned?.reason === 'DAMAGED' ? 'DAMAGE' : null;
      }
      return { ...before, lines: { ...before.lines, [productId]: next } };
    });
  }

  async function submit() {
    setChecked(true);
    setFailure(null);
    if (Object.keys(receiptFormErrors(ret, current)).length > 0) return;
    try {
      await answer.mutateAsync({
        sequence: ret.sequence,
        answer: { action: 'receive', receipt: receiptRequest(ret, current) },
      });
    } catch (error) {
      setFailure(failureText(error));
      return;
    }
    if (!mayCredit) {
      await refresh();
      notifySuccess(t('receiveDialog.received', { number: ret.number }));
      onClose();
      return;
    }
    try {
      const note = await credit.mutateAsync(ret.sequence);
      notifySuccess(
        t('receiveDialog.receivedCredited', { number: ret.number, creditNote: note.number }),
      );
    } catch (error) {
      // Received all the same: the return offers Issue credit note.
      notifySuccess(t('receiveDialog.received', { number: ret.number }));
      notifyError(t('receiveDialog.creditFailed', { reason: failureText(error) }));
    }
    onClose();
  }

  return (
    <FormDialog
      title={t('receiveDialog.title', { number: ret.number })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      submitLabel={t('receiveDialog.submit')}
      failure={failure}
      failureTitle={t('receiveDialog.failureTitle')}
    >
      <Text size="sm" c="dimmed">
        {mayCredit ? t('receiveDialog.introCredit') : t('receiveDialog.intro')}
      </Text>
      <Select
        label={t('receiveDialog.restockAt')}
        data={options}
        allowDeselect={false}
        placeholder={
          locationsPending ? t('receiveDialog.loadingLocations') : t('receiveDialog.chooseLocation')
        }
        value={locationId}
        error={errors.location}
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => setForm((before) => ({ ...before, locationId: value }))}
      />
      {ret.lines.map((line) => {
        const entry = current.lines[line.product_id];
        const keys = receiptKeys(line.product_id);
        const writeOff = Number(entry?.writeOff);
        return (
          <Fieldset key={line.product_id} legend={line.product_name} p="sm">
            <Text size="xs" c="dimmed" mb="xs">
              {t('receiveDialog.returned', {
                units: unitsText(line.quantity),
                reason: returnReasonLabel(line.reason),
              })}
            </Text>
            <SimpleGrid cols={2} spacing="sm">
              <NumberInput
                label={t('receiveDialog.restock')}
                min={0}
                max={line.quantity}
                // Above what came back stays as typed, refused beside the field.
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                value={entry?.restock}
                error={errors[keys.restock]}
                onChange={(value) => changeLine(line.product_id, line.quantity, { restock: value })}
              />
              <NumberInput
                label={t('receiveDialog.writeOff')}
                min={0}
                max={line.quantity}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                value={entry?.writeOff}
                error={errors[keys.writeOff]}
                onChange={(value) =>
                  changeLine(line.product_id, line.quantity, { writeOff: value })
                }
              />
            </SimpleGrid>
            {writeOff > 0 ? (
              <Select
                mt="sm"
                label={t('receiveDialog.writeOffReason')}
                placeholder={t('forms.choose')}
                data={writeOffOptions}
                allowDeselect={false}
                value={entry?.reason ?? null}
                error={errors[keys.reason]}
                comboboxProps={{ withinPortal: true }}
                onChange={(value) =>
                  changeLine(line.product_id, line.quantity, {
                    reason: value as WriteOffReason,
                  })
                }
              />
            ) : null}
          </Fieldset>
        );
      })}
    </FormDialog>
  );
}
