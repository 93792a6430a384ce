import { Fieldset, NumberInput, Select, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Order, OrderViewer } from '../../../api/orders';
import { FormDialog } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { type OrderReturn, useRequestReturn } from '../api/returns-api';
import {
  initialReturnForm,
  type LineToReturn,
  linesToReturn,
  RETURN_REASONS,
  type ReturnForm,
  type ReturnReason,
  reasonKey,
  returnableText,
  returnFormErrors,
  returnRequest,
} from '../returns';

/** The longest note the server keeps. */
const MAX_NOTE = 2000;

const REASON_OPTIONS = RETURN_REASONS.map(({ value, label }) => ({ value, label }));

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

  async function submit() {
    setChecked(true);
    setFailure(null);
    if (Object.keys(returnFormErrors(lines, form)).length > 0) return;
    try {
      const created = await request.mutateAsync(returnRequest(lines, form));
      notifySuccess(
        staff
          ? `Return ${created.number} has been recorded.`
          : `Return ${created.number} has been requested.`,
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
          ? `Record a return for order ${order.number}`
          : `Return items from order ${order.number}`
      }
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={request.isPending}
      submitLabel={staff ? 'Record return' : 'Ask for return'}
      formError={errors.form}
      failure={failure}
      failureTitle="The return was not recorded"
    >
      <Text size="sm" c="dimmed">
        {staff
          ? 'What the client sends back, and why. Approve it once recorded, then receive it.'
          : 'Choose what you send back and why. We will answer your request here.'}
      </Text>
      {lines.map((line) => (
        <Fieldset key={line.productId} legend={line.name} p="sm">
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label="Quantity"
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
              label="Reason"
              placeholder="Choose"
              data={REASON_OPTIONS}
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
        label="Note"
        description="Optional: anything that helps with the return."
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
