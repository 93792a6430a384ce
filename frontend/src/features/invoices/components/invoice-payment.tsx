import { Badge, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { WhyDisabled } from '../../../components/why-disabled';
import { failureText } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { type Invoice, PAYMENT_ROUTE, useRecordPayment } from '../api/credit-api';
import { CREDIT } from '../messages';

const STATUS_COLOR = { PAID: 'green', OPEN: 'blue', OVERDUE: 'red' } as const;

/** Paid, Open or Overdue, as a badge; nothing for a credit note. */
export function PaymentStatusBadge({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation(CREDIT);
  const status = invoice.payment_status;
  if (!status) return null;
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" size="sm">
      {t(`payment.${status}`)}
    </Badge>
  );
}

/** The payment column's header, in the language shown. */
export function PaymentHeader() {
  const { t } = useTranslation(CREDIT);
  return <>{t('payment.column')}</>;
}

/**
 * An invoice's payment on the order page (staff): its status, what is open, and Record payment
 * while something is; credit notes have none.
 */
export function InvoicePayment({
  providerId,
  orderId,
  invoice,
}: {
  providerId: string;
  orderId: string;
  invoice: Invoice;
}) {
  const { t } = useTranslation(CREDIT);
  const fmt = useFormats(providerId);
  const refusal = useRefusal(providerId, PAYMENT_ROUTE);
  const [open, setOpen] = useState(false);
  if (!invoice.payment_status) return <Text c="dimmed">—</Text>;
  const owing = invoice.payment_status !== 'PAID';
  return (
    <Stack gap={4} align="flex-start">
      <Group gap="xs" wrap="nowrap">
        <PaymentStatusBadge invoice={invoice} />
        {owing ? (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('payment.openAmount', { amount: fmt.money(invoice.open_amount, invoice.currency) })}
          </Text>
        ) : null}
      </Group>
      {owing ? (
        <WhyDisabled reason={refusal}>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconCash size={14} />}
            onClick={() => setOpen(true)}
            disabled={Boolean(refusal)}
            aria-label={t('payment.recordOf', { number: invoice.number })}
          >
            {t('payment.record')}
          </Button>
        </WhyDisabled>
      ) : null}
      {open ? (
        <RecordPaymentDialog
          providerId={providerId}
          orderId={orderId}
          invoice={invoice}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Stack>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** Amount (at most what is open, which it starts at) and the day received (today by default). */
function RecordPaymentDialog({
  providerId,
  orderId,
  invoice,
  onClose,
}: {
  providerId: string;
  orderId: string;
  invoice: Invoice;
  onClose: () => void;
}) {
  const { t } = useTranslation(CREDIT);
  const fmt = useFormats(providerId);
  const record = useRecordPayment(providerId, orderId);
  const openAmount = Number(invoice.open_amount ?? 0);
  const [amount, setAmount] = useState<number | string>(openAmount);
  const [paidOn, setPaidOn] = useState(today());
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const open = fmt.money(invoice.open_amount, invoice.currency);

  async function submit() {
    const value = typeof amount === 'number' ? amount : Number(amount);
    if (!(value > 0)) return setError(t('payment.amountRequired'));
    if (value > openAmount) return setError(t('payment.amountTooHigh', { open }));
    setError(undefined);
    setFailure(null);
    try {
      await record.mutateAsync({ invoiceId: invoice.id, amount: String(value), paidOn });
      notifySuccess(t('payment.recorded', { number: invoice.number }));
      onClose();
    } catch (caught) {
      setFailure(failureText(caught));
    }
  }

  return (
    <FormDialog
      title={t('payment.title', { number: invoice.number })}
      onClose={onClose}
      onSubmit={submit}
      busy={record.isPending}
      submitLabel={t('payment.submit')}
      failure={failure}
      failureTitle={t('payment.failed')}
    >
      <NumberInput
        label={t('payment.amount', { currency: invoice.currency })}
        description={t('payment.amountHint', { open })}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setError(undefined);
        }}
        min={0}
        max={openAmount}
        decimalScale={2}
        error={error}
        data-autofocus
      />
      <TextInput
        type="date"
        label={t('payment.paidOn')}
        value={paidOn}
        max={today()}
        min={invoice.issued_on}
        onChange={(event) => setPaidOn(event.currentTarget.value)}
      />
    </FormDialog>
  );
}
