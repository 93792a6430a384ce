import { NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, SaveButton } from '../../../components/form-drawer';
import { useFormDrawer } from '../../../components/use-form-drawer';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import {
  PAYMENT_TERMS,
  type PaymentTerms,
  type Supplier,
  type SupplierInput,
  useSaveSupplier,
} from '../api/suppliers-api';
import { PURCHASING } from '../messages';
import { termsText } from './supplier-text';

export interface SupplierDrawerProps {
  providerId: string;
  onClose: () => void;
  /** The supplier being edited; none for a new one. */
  supplier?: Supplier | null;
}

/**
 * The drawer's fields as the server's messages name them (lib/field-errors.ts). The server
 * writes in English, so these stay English: they are matched against its messages.
 */
const FIELDS = {
  // i18n-exempt: matched against the server's English messages
  name: { label: 'Name', keys: ['name'], also: ['named'] },
  // i18n-exempt: matched against the server's English messages
  contactName: { label: 'Contact', keys: ['contact_name'] },
  // i18n-exempt: matched against the server's English messages
  email: { label: 'Email', keys: ['email'] },
  // i18n-exempt: matched against the server's English messages
  phone: { label: 'Phone', keys: ['phone'] },
  // i18n-exempt: matched against the server's English messages
  currency: { label: 'Currency', keys: ['currency'] },
  // i18n-exempt: matched against the server's English messages
  leadTime: { label: 'Lead time', keys: ['lead_time_days'] },
  // i18n-exempt: matched against the server's English messages
  terms: { label: 'Payment terms', keys: ['payment_terms'] },
  // i18n-exempt: matched against the server's English messages
  notes: { label: 'Notes', keys: ['notes'] },
} as const;

const MAX_LEAD_TIME = 365;

/** New supplier / Edit supplier: name, contact, currency, lead time, payment terms, notes. */
export function SupplierDrawer({ providerId, onClose, supplier }: SupplierDrawerProps) {
  const { t } = useTranslation(PURCHASING);
  const providerCurrency = useFormats(providerId).currency;
  const [name, setName] = useState(supplier?.name ?? '');
  const [contactName, setContactName] = useState(supplier?.contact_name ?? '');
  const [email, setEmail] = useState(supplier?.email ?? '');
  const [phone, setPhone] = useState(supplier?.phone ?? '');
  // A new supplier left blank takes the provider's currency (the server's default).
  const [currency, setCurrency] = useState(supplier?.currency ?? '');
  const [leadTime, setLeadTime] = useState<number | string>(supplier?.lead_time_days ?? 0);
  const [terms, setTerms] = useState<PaymentTerms | null>(supplier?.payment_terms ?? null);
  const [notes, setNotes] = useState(supplier?.notes ?? '');
  const [active, setActive] = useState(supplier?.active ?? true);
  const form = useFormDrawer(onClose, FIELDS);
  const save = useSaveSupplier(providerId, supplier?.id);
  const refusal = useRefusal(
    providerId,
    supplier
      ? 'PUT /api/provider/{provider_id}/suppliers/{supplier_id}'
      : 'POST /api/provider/{provider_id}/suppliers',
  );

  async function submit() {
    const days = typeof leadTime === 'number' ? leadTime : Number.NaN;
    const ok = form.check({
      name: name.trim() ? null : t('drawer.errors.nameRequired'),
      leadTime:
        Number.isInteger(days) && days >= 0 && days <= MAX_LEAD_TIME
          ? null
          : t('drawer.errors.leadTime'),
    });
    if (!ok) return;
    const input: SupplierInput = {
      name: name.trim(),
      contact_name: contactName.trim() || null,
      email: email.trim() || null,
      phone: phone.trim() || null,
      currency: currency.trim() || null,
      lead_time_days: days,
      payment_terms: terms,
      notes: notes.trim() || null,
      active,
    };
    await form.save(() => save.mutateAsync(input), {
      success: supplier ? t('drawer.saved.updated') : t('drawer.saved.created'),
      failure: supplier ? t('drawer.saved.updateFailed') : t('drawer.saved.createFailed'),
    });
  }

  const field = (key: keyof typeof FIELDS, set: (value: string) => void) => ({
    error: form.errorOf(key),
    onChange: (event: { currentTarget: { value: string } }) => {
      set(event.currentTarget.value);
      form.clear(key);
    },
  });

  return (
    <FormDrawer
      {...form.drawerProps}
      title={supplier ? t('drawer.titleEdit') : t('drawer.titleNew')}
      onSubmit={submit}
      footer={<SaveButton loading={save.isPending} />}
      readOnly={refusal}
    >
      <TextInput
        label={t('drawer.fields.name')}
        value={name}
        maxLength={200}
        required
        {...field('name', setName)}
      />
      <TextInput
        label={t('drawer.fields.contactName')}
        value={contactName}
        maxLength={200}
        {...field('contactName', setContactName)}
      />
      <TextInput
        label={t('drawer.fields.email')}
        type="email"
        value={email}
        {...field('email', setEmail)}
      />
      <TextInput
        label={t('drawer.fields.phone')}
        type="tel"
        value={phone}
        maxLength={40}
        {...field('phone', setPhone)}
      />
      <TextInput
        label={t('drawer.fields.currency')}
        description={t('drawer.fields.currencyHint')}
        value={currency}
        placeholder={providerCurrency}
        maxLength={3}
        {...field('currency', (value) => setCurrency(value.toUpperCase()))}
      />
      <NumberInput
        label={t('drawer.fields.leadTime')}
        description={t('drawer.fields.leadTimeHint')}
        value={leadTime}
        min={0}
        max={MAX_LEAD_TIME}
        allowDecimal={false}
        allowNegative={false}
        error={form.errorOf('leadTime')}
        onChange={(value) => {
          setLeadTime(value);
          form.clear('leadTime');
        }}
      />
      <Select
        label={t('drawer.fields.terms')}
        data={PAYMENT_TERMS.map((value) => ({ value, label: termsText(value, t) }))}
        value={terms}
        placeholder={t('terms.none')}
        clearable
        error={form.errorOf('terms')}
        onChange={(value) => {
          setTerms(value as PaymentTerms | null);
          form.clear('terms');
        }}
      />
      <Textarea
        label={t('drawer.fields.notes')}
        value={notes}
        maxLength={2000}
        autosize
        minRows={2}
        {...field('notes', setNotes)}
      />
      {supplier ? (
        <Switch
          label={t('drawer.fields.active')}
          description={t('drawer.fields.activeHint')}
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
      ) : null}
    </FormDrawer>
  );
}
