import { NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MomentInput } from '../../../components/as-of-picker';
import { FormDrawer, SaveButton } from '../../../components/form-drawer';
import { useFormDrawer } from '../../../components/use-form-drawer';
import type { Formats } from '../../../lib/format';
import {
  type PurchaseOrder,
  type PurchaseReceipt,
  usePurchaseOrderAction,
} from '../api/purchase-orders-api';
import { PURCHASE_ORDERS } from '../messages';
import {
  type CostRow,
  correctionFields,
  costCorrectionBody,
  costProblems,
  costRows,
} from '../receipt-costs';

/**
 * Correct costs: each line of a receipt at its unit cost now, editable (the supplier's invoice
 * differs, freight billed late); from when the goods came unless a later moment is picked; why.
 * Only the lines whose cost changed are sent.
 */
export function CorrectCostsDrawer({
  providerId,
  order,
  receipt,
  names,
  fmt,
  onClose,
}: {
  providerId: string;
  order: PurchaseOrder;
  receipt: PurchaseReceipt;
  names: ReadonlyMap<string, string>;
  fmt: Formats;
  onClose: () => void;
}) {
  const { t } = useTranslation(PURCHASE_ORDERS);
  const action = usePurchaseOrderAction(providerId);
  const [rows, setRows] = useState<CostRow[]>(() => costRows(receipt, names));
  const [effectiveFrom, setEffectiveFrom] = useState<string | undefined>(receipt.effective_at);
  const [reason, setReason] = useState('');
  const product = (row: CostRow) =>
    row.lot ? t('receipts.withLot', { product: row.name, lot: row.lot }) : row.name;
  const costLabel = (row: CostRow) => t('correct.unitCost', { product: product(row) });
  const form = useFormDrawer(
    onClose,
    correctionFields(rows, {
      cost: costLabel,
      effectiveFrom: t('correct.effectiveFrom'),
      reason: t('correct.reason'),
    }),
  );

  function submit() {
    const problems = costProblems(rows);
    const blank = Object.fromEntries(
      problems.lines.map((productId) => [productId, t('correct.errors.cost')]),
    );
    if (!form.check(blank)) return;
    if (!form.validate(problems.unchanged ? t('correct.errors.unchanged') : null)) return;
    return form.save(
      () =>
        action.mutateAsync({
          kind: 'correctCost',
          id: order.id,
          receiptId: receipt.receipt_id,
          body: costCorrectionBody(rows, effectiveFrom, receipt.effective_at, reason),
        }),
      { success: t('correct.saved'), failure: t('correct.failed') },
    );
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      title={t('correct.title', { when: fmt.dateTime(receipt.effective_at) })}
      onSubmit={submit}
      footer={<SaveButton loading={action.isPending} />}
    >
      <Text size="sm" c="dimmed">
        {t('correct.intro', { currency: fmt.currency })}
      </Text>
      {rows.map((row, index) => (
        <NumberInput
          key={row.productId}
          label={costLabel(row)}
          description={t('correct.line', {
            count: row.quantity,
            cost: fmt.money(row.current),
          })}
          min={0}
          decimalScale={4}
          allowNegative={false}
          inputMode="decimal"
          value={row.typed}
          data-autofocus={index === 0 || undefined}
          error={form.errorOf(row.productId)}
          onChange={(typed) => {
            setRows((all) => all.map((r) => (r.productId === row.productId ? { ...r, typed } : r)));
            form.clear(row.productId);
          }}
        />
      ))}
      <Stack gap={4}>
        <MomentInput
          label={t('correct.effectiveFrom')}
          value={effectiveFrom}
          max={new Date().toISOString()}
          error={form.errorOf('effectiveFrom')}
          onChange={(moment) => {
            setEffectiveFrom(moment);
            form.clear('effectiveFrom');
          }}
        />
        <Text size="xs" c="dimmed">
          {t('correct.effectiveHint')}
        </Text>
      </Stack>
      <Textarea
        label={t('correct.reason')}
        placeholder={t('correct.reasonPlaceholder')}
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        error={form.errorOf('reason')}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          form.clear('reason');
        }}
      />
    </FormDrawer>
  );
}
