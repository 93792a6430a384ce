import { Radio, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import type { PurchaseOrder } from '../api/purchase-orders-api';
import { PURCHASE_ORDERS } from '../messages';
import { useDialogSubmit } from './use-dialog-submit';

type Way = 'supplier' | 'other' | 'mark';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Send: the PDF by mail to the supplier's email, or to another address, or only marked as sent
 * (ordered by phone, or mailed from elsewhere).
 */
export function SendDialog({
  order,
  supplierEmail,
  onSend,
  onClose,
}: {
  order: PurchaseOrder;
  supplierEmail: string | null;
  onSend: (body: { to?: string; mark_only?: boolean }) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(PURCHASE_ORDERS);
  const [way, setWay] = useState<Way>(supplierEmail ? 'supplier' : 'other');
  const [to, setTo] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, failure, submit: run } = useDialogSubmit();
  const toError =
    checked && way === 'other' && !EMAIL.test(to.trim()) ? t('send.errors.to') : undefined;

  async function submit() {
    setChecked(true);
    if (way === 'other' && !EMAIL.test(to.trim())) return;
    await run(() =>
      onSend(way === 'mark' ? { mark_only: true } : way === 'other' ? { to: to.trim() } : {}),
    );
  }

  return (
    <FormDialog
      title={t('send.title', { number: order.number })}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      submitLabel={way === 'mark' ? t('send.markSubmit') : t('send.submit')}
      failure={failure}
      failureTitle={t('send.failed')}
    >
      <Radio.Group value={way} onChange={(value) => setWay(value as Way)} label={t('send.how')}>
        <Stack gap="xs" mt="xs">
          <Radio
            value="supplier"
            disabled={!supplierEmail}
            label={
              supplierEmail
                ? t('send.toSupplier', { email: supplierEmail })
                : t('send.supplierNoEmail')
            }
            styles={{ label: { overflowWrap: 'anywhere' } }}
          />
          <Radio value="other" label={t('send.toOther')} />
          {way === 'other' ? (
            <TextInput
              type="email"
              label={t('send.address')}
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              error={toError}
              data-autofocus
            />
          ) : null}
          <Radio value="mark" label={t('send.markOnly')} description={t('send.markHint')} />
        </Stack>
      </Radio.Group>
    </FormDialog>
  );
}
