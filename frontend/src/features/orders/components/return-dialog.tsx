import { Fieldset, NumberInput, Select, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderViewer } from '../../../api/orders';
import { FormDialog } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { type OrderReturn, useRequestReturn } from '../api/returns-api';
import { ORDERS } from '../messages';
import {
  initialReturnForm,
  type LineToReturn,
  linesToReturn,
  type ReturnForm,
  type ReturnReason,
  reasonKey,
  returnableText,
  returnFormErrors,
  returnReasonOptions,
  returnRequest,
} from '../returns';

/** The longest note the server keeps. */
const MAX_NOTE = 2000;

/** The lines of `opened` with what may be returned of each now (a product gone: nothing). */
function returnableNow(
  opened: readonly LineToReturn[],
  order: Order,
  returns: readonly OrderReturn[],
): LineToReturn[] {
  const now = new Map(linesToReturn(order, returns).map((line) => [line.productId, line]));
  return opened.map((line) => ({ ...line, returnable: now.get(line.productId)?.returnable ?? 0 }));
}

export interface ReturnDialogProps {
  viewer: OrderViewer;
  order: Order;
  /** The order's returns as last read: what they hold cannot be asked again. */
  returns: readonly OrderReturn[];
  onClose: () => void;
}

/**
 * Return items (the client, from the portal) or Record a return (staff, for the client): how
 * many units of each shipped product go back and why, and a note. Each product offers at most
 * what was shipped less what returns not refused hold. A refusal is shown as the server words
 * it, and the dialog stays open.
 */
export function ReturnDialog({ viewer, order, returns, onClose }: ReturnDialogProps) {
  const staff = viewer.kind === 'provider';
  // The products shipped when the dialog opened, each with what may be returned of it now.
  const [opened] = useState<LineToReturn[]>(() => linesToReturn(order, returns));
  const lines = returnableNow(opened, order, returns);
  const [form, setForm] = useState<ReturnForm>(() => initialReturnForm(opened));
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const request = useRequestReturn(viewer, order.id);
  const errors = checked ? returnFormErrors(lines, form) : {};
  const { t } = useTranslation(ORDERS);
  // Labelled while rendering, in the language shown.
  const reasonOptions = returnReasonOptions();

  async function submit() {
    setChecked(true);
    setFailure(null);
    if (Object.keys(returnFormErrors(lines, form)).length > 0) return;
    try {
      const created = await request.mutateAsync(returnRequest(lines, form));
      notifySuccess(
        staff
          ? t('returnDialog.recorded', { number: created.number })
          : t('returnDialog.requested', { number: created.number }),
      );
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  return (
    <FormDialog
      title={
        staff
          ? t('returnDialog.titleStaff', { number: order.number })
          : t('returnDialog.titleClient', { number: order.number })
      }
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={request.isPending}
      submitLabel={staff ? t('returnDialog.submitStaff') : t('returnDialog.submitClient')}
      formError={errors.form}
      failure={failure}
      failureTitle={t('returnDialog.failureTitle')}
    >
      <Text size="sm" c="dimmed">
        {staff ? t('returnDialog.introStaff') : t('returnDialog.introClient')}
      </Text>
      {lines.map((line) => (
        <Fieldset key={line.productId} legend={line.name} p="sm">
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={t('returnDialog.quantity')}
              description={returnableText(line.returnable)}
              // Under the input, so both inputs of the row stand level.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min={0}
              max={line.returnable}
              // Above what can be returned stays as typed, refused beside the field.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              disabled={line.returnable === 0 && !form.quantities[line.productId]}
              value={form.quantities[line.productId]}
              error={errors[line.productId]}
              onChange={(value) =>
                setForm((current) => ({
                  ...current,
                  quantities: { ...current.quantities, [line.productId]: value },
                }))
              }
            />
            <Select
              label={t('returnDialog.reason')}
              placeholder={t('forms.choose')}
              data={reasonOptions}
              allowDeselect={false}
              disabled={line.returnable === 0 && !form.quantities[line.productId]}
              value={form.reasons[line.productId]}
              error={errors[reasonKey(line.productId)]}
              comboboxProps={{ withinPortal: true }}
              onChange={(value) =>
                setForm((current) => ({
                  ...current,
                  reasons: { ...current.reasons, [line.productId]: value as ReturnReason },
                }))
              }
            />
          </SimpleGrid>
        </Fieldset>
      ))}
      <Textarea
        label={t('returnDialog.note')}
        description={t('returnDialog.noteHint')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={MAX_NOTE}
        value={form.note}
        onChange={(event) => {
          const note = event.currentTarget.value;
          setForm((current) => ({ ...current, note }));
        }}
      />
    </FormDialog>
  );
}
