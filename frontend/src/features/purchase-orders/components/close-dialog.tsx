import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import type { PurchaseOrder } from '../api/purchase-orders-api';
import { PURCHASE_ORDERS } from '../messages';
import { useDialogSubmit } from './use-dialog-submit';

/** Close short: what has not come is no longer expected; why, for the history. */
export function CloseDialog({
  order,
  onCloseShort,
  onClose,
}: {
  order: PurchaseOrder;
  onCloseShort: (reason: string | null) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(PURCHASE_ORDERS);
  const [reason, setReason] = useState('');
  const { busy, failure, submit: run } = useDialogSubmit();
  const left = order.lines.reduce((sum, line) => sum + line.outstanding, 0);

  const submit = () => run(() => onCloseShort(reason.trim() || null));

  return (
    <FormDialog
      title={t('close.title', { number: order.number })}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      submitLabel={t('close.submit')}
      submitColor="red"
      failure={failure}
      failureTitle={t('close.failed')}
    >
      <Text size="sm">{t('close.fact', { count: left })}</Text>
      <Textarea
        label={t('close.reason')}
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        data-autofocus
      />
    </FormDialog>
  );
}
