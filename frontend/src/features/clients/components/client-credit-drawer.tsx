import { NumberInput, Select, Switch } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, SaveButton } from '../../../components/form-drawer';
import { useFormDrawer } from '../../../components/use-form-drawer';
import { useRefusal } from '../../../lib/session';
import { type ClientCredit, type PaymentTerms, useSetClientCredit } from './client-credit-api';
import { CREDIT } from './client-credit-messages';

/**
 * The drawer's fields as the server's messages name them (lib/field-errors.ts). The server
 * writes in English, so these stay English: they are matched against its messages.
 */
const FIELDS = {
  // i18n-exempt: matched against the server's English messages
  paymentTerms: { label: 'Payment terms', keys: ['payment_terms'] },
  // i18n-exempt: matched against the server's English messages
  creditLimit: { label: 'Credit limit', keys: ['credit_limit'] },
} as const;

const TERMS: readonly PaymentTerms[] = ['PREPAID', 'NET_15', 'NET_30', 'NET_60'];
/** The Select's value for "the provider's default" (the server's null). */
const DEFAULT = 'DEFAULT';

/** The terms in words: the client's own, or the provider's default with its days. */
export function termsLabel(t: TFunction<'credit'>, credit: ClientCredit): string {
  if (credit.payment_terms) return t(`terms.${credit.payment_terms}`);
  return credit.default_payment_terms_days === 0
    ? t('terms.defaultOnReceipt')
    : t('terms.default', { days: credit.default_payment_terms_days });
}

/** A client's payment terms and credit limit, both saved together. */
export function ClientCreditDrawer({
  providerId,
  clientId,
  credit,
  onClose,
}: {
  providerId: string;
  clientId: string;
  credit: ClientCredit;
  onClose: () => void;
}) {
  const { t } = useTranslation(CREDIT);
  const form = useFormDrawer(onClose, FIELDS);
  const save = useSetClientCredit(providerId, clientId);
  const refusal = useRefusal(providerId);
  const [terms, setTerms] = useState<string>(credit.payment_terms ?? DEFAULT);
  const [hasLimit, setHasLimit] = useState(credit.credit_limit !== null);
  const [limit, setLimit] = useState<number | string>(
    credit.credit_limit === null ? '' : Number(credit.credit_limit),
  );
  const defaultLabel = termsLabel(t, { ...credit, payment_terms: null });

  function submit() {
    const amount = typeof limit === 'number' ? limit : Number.NaN;
    const ok = form.check({
      creditLimit: hasLimit && !(amount >= 0) ? t('drawer.limitRequired') : null,
    });
    if (!ok) return;
    form.save(
      () =>
        save.mutateAsync({
          payment_terms: terms === DEFAULT ? null : (terms as PaymentTerms),
          credit_limit: hasLimit ? amount.toFixed(2) : null,
        }),
      { success: t('drawer.saved'), failure: t('drawer.saveFailed') },
    );
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      title={t('drawer.title')}
      onSubmit={submit}
      readOnly={refusal}
      footer={<SaveButton loading={save.isPending} />}
    >
      <Select
        label={t('drawer.paymentTerms')}
        description={t('drawer.paymentTermsHint')}
        data={[
          { value: DEFAULT, label: defaultLabel },
          ...TERMS.map((value) => ({ value, label: t(`terms.${value}`) })),
        ]}
        value={terms}
        onChange={(value) => {
          setTerms(value ?? DEFAULT);
          form.clear('paymentTerms');
        }}
        allowDeselect={false}
        error={form.errorOf('paymentTerms')}
      />
      <Switch
        label={t('drawer.hasLimit')}
        checked={hasLimit}
        onChange={(event) => {
          setHasLimit(event.currentTarget.checked);
          form.clear('creditLimit');
        }}
      />
      {hasLimit ? (
        <NumberInput
          label={t('drawer.creditLimit', { currency: credit.currency })}
          description={t('drawer.creditLimitHint')}
          value={limit}
          onChange={(value) => {
            setLimit(value);
            form.clear('creditLimit');
          }}
          min={0}
          max={9_999_999_999.99}
          decimalScale={2}
          error={form.errorOf('creditLimit')}
          data-autofocus
        />
      ) : null}
    </FormDrawer>
  );
}
