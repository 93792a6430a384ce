import {
  Alert,
  Autocomplete,
  Badge,
  Button,
  Container,
  Divider,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { formatsFor } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { findMembership, useSession } from '../../../lib/session';
import {
  type BusinessSettings,
  useSettings,
  useTeam,
  useUpdateSettings,
} from '../api/settings-api';
import { SETTINGS } from '../messages';
import {
  COMMON_LOCALES,
  changeOf,
  currencyOptions,
  fieldOfMessage,
  formErrors,
  formOf,
  type InvoicePer,
  localeName,
  MAX_ADDRESS,
  MAX_CONTACT_PHONE,
  MAX_LEGAL_NAME,
  MAX_MIN_ORDER_VALUE,
  MAX_NEW_ORDER_RECIPIENTS,
  MAX_PAYMENT_TERMS_DAYS,
  MAX_TAX_ID,
  NOTIFICATIONS,
  type PortalStock,
  recipientOptions,
  type SettingsField,
  type SettingsForm,
} from '../settings-form';
import { LogoInput } from './logo-input';

/** The moment the example under Locale writes (Dec 4, 2026, 8:38 PM in en-US). */
const EXAMPLE_MOMENT = new Date(2026, 11, 4, 20, 38);

/**
 * Settings > Business: the letterhead documents carry (legal name, address, tax ID, logo), the
 * money orders are in (currency, locale, default tax rate), how orders are numbered and invoiced,
 * and which mails clients receive. Every member reads them; the owner alone changes them.
 */
export function SettingsPage() {
  const { t } = useTranslation(SETTINGS);
  const providerId = useParams().providerId!;
  const session = useSession();
  const membership = findMembership(session, providerId);
  const isOwner = membership != null && membership.invited_by == null;
  const settings = useSettings(providerId);

  return (
    <Container component="section" size="md" py="xl">
      <PageHeader title={t('page.title')} />
      {!isOwner ? (
        <Alert color="gray" variant="light" mb="md">
          {/* What the server answers anyone but the owner, said up front. */}
          {t('page.ownerOnly')}
        </Alert>
      ) : null}
      {settings.data ? (
        <SettingsFormView providerId={providerId} settings={settings.data} readOnly={!isOwner} />
      ) : settings.isError ? (
        <Alert role="alert" color="red" variant="light">
          {(settings.error instanceof ApiError && serverMessage(settings.error.body)) ||
            t('page.loadFailed')}
        </Alert>
      ) : (
        <Stack>
          <Skeleton height={260} />
          <Skeleton height={160} />
        </Stack>
      )}
    </Container>
  );
}

interface SettingsFormViewProps {
  providerId: string;
  settings: BusinessSettings;
  readOnly: boolean;
}

type Errors = Partial<Record<SettingsField, string>>;

function SettingsFormView({ providerId, settings, readOnly }: SettingsFormViewProps) {
  const { t, i18n } = useTranslation(SETTINGS);
  const language = i18n.language;
  const [edited, setForm] = useState<SettingsForm>(() => formOf(settings));
  // Read-only, the form shows the settings as they are read (a change of the owner's follows).
  const form = readOnly ? formOf(settings) : edited;
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateSettings(providerId);
  const currencies = useMemo(() => currencyOptions(language), [language]);
  const invoicePer: { value: InvoicePer; label: string }[] = [
    { value: 'ORDER', label: t('orders.perOrder') },
    { value: 'SHIPMENT', label: t('orders.perShipment') },
  ];
  const portalStock: { value: PortalStock; label: string }[] = [
    { value: 'exact', label: t('portal.stockExact') },
    { value: 'words', label: t('portal.stockWords') },
  ];
  const team = useTeam(providerId);
  const recipients = useMemo(
    () => recipientOptions(team.data, form.new_order_recipients, t),
    [team.data, form.new_order_recipients, t],
  );

  function change<K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors(({ [field as SettingsField]: _gone, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (readOnly) return;
    setFailure(null);
    const found = formErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await update.mutateAsync(changeOf(form));
      setForm(formOf(saved));
      notifySuccess(t('saved'));
    } catch (error) {
      const message = error instanceof ApiError ? serverMessage(error.body) : undefined;
      if (!message) {
        setFailure(t('errors.saveFailed'));
        return;
      }
      const { field, text } = fieldOfMessage(message);
      if (field && error instanceof ApiError && error.status === 400) setErrors({ [field]: text });
      else setFailure(text);
    }
  }

  const example = formatsFor(form.locale, form.currency);
  const text = (field: 'legal_name' | 'address' | 'tax_id' | 'order_prefix' | 'contact_phone') => ({
    value: form[field],
    error: errors[field],
    readOnly,
    onChange: (event: { currentTarget: { value: string } }) =>
      change(field, event.currentTarget.value),
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('page.formLabel')}>
      {/*
        Not the owner: every field read-only (legible, as it is, and still focusable), the
        switches as On or Off, no button.
      */}
      <Stack gap="md">
        <SectionCard title={t('business.title')}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('business.intro')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('fields.legalName')}
                description={t('business.legalNameHint')}
                maxLength={MAX_LEGAL_NAME}
                {...text('legal_name')}
              />
              <TextInput
                label={t('fields.taxId')}
                description={t('business.taxIdHint')}
                maxLength={MAX_TAX_ID}
                {...text('tax_id')}
              />
            </SimpleGrid>
            <Textarea
              label={t('fields.address')}
              description={t('business.addressHint')}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={MAX_ADDRESS}
              {...text('address')}
            />
            <LogoInput providerId={providerId} hasLogo={settings.has_logo} readOnly={readOnly} />
          </Stack>
        </SectionCard>

        <SectionCard title={t('money.title')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                label={t('fields.currency')}
                description={t('money.currencyHint')}
                data={currencies}
                searchable
                allowDeselect={false}
                nothingFoundMessage={t('money.noCurrency')}
                maxDropdownHeight={280}
                value={form.currency}
                error={errors.currency}
                onChange={(value) => change('currency', value ?? '')}
                readOnly={readOnly}
              />
              <Autocomplete
                label={t('fields.locale')}
                description={t('money.localeHint')}
                data={COMMON_LOCALES}
                value={form.locale}
                error={errors.locale}
                onChange={(value) => change('locale', value)}
                filter={({ options, search }) => {
                  const wanted = search.trim().toLowerCase();
                  // The value as it stands lists every locale, so another is one click away.
                  if (!wanted || COMMON_LOCALES.some((tag) => tag.toLowerCase() === wanted))
                    return options;
                  return options.filter((option) => {
                    const tag = 'value' in option ? option.value : '';
                    return `${tag} ${localeName(tag, language) ?? ''}`
                      .toLowerCase()
                      .includes(wanted);
                  });
                }}
                renderOption={({ option }) => (
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">{option.value}</Text>
                    <Text size="xs" c="dimmed">
                      {localeName(option.value, language)}
                    </Text>
                  </Group>
                )}
                maxDropdownHeight={280}
                readOnly={readOnly}
              />
              <NumberInput
                label={t('fields.defaultTaxRate')}
                description={t('money.taxRateHint')}
                suffix="%"
                min={0}
                max={100}
                decimalScale={3}
                allowNegative={false}
                clampBehavior="none"
                value={form.default_tax_rate}
                error={errors.default_tax_rate}
                onChange={(value) => change('default_tax_rate', value)}
                readOnly={readOnly}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('money.example', {
                money: example.money('1234.5'),
                date: example.dateTime(EXAMPLE_MOMENT),
              })}
            </Text>
          </Stack>
        </SectionCard>

        <SectionCard title={t('orders.title')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('fields.orderPrefix')}
                description={t('orders.prefixHint', {
                  first: `${form.order_prefix || '#'}1001`,
                  second: `${form.order_prefix || '#'}1002`,
                })}
                maxLength={10}
                {...text('order_prefix')}
              />
              <NumberInput
                label={t('fields.paymentTerms')}
                description={t('orders.paymentTermsHint')}
                suffix={t('orders.daysSuffix')}
                min={0}
                max={MAX_PAYMENT_TERMS_DAYS}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={form.payment_terms_days}
                error={errors.payment_terms_days}
                onChange={(value) => change('payment_terms_days', value)}
                readOnly={readOnly}
              />
            </SimpleGrid>
            <Input.Wrapper
              id="invoice-per"
              label={t('fields.invoicePer')}
              description={t('orders.invoicePerHint')}
              error={errors.invoice_per}
              labelElement="div"
            >
              <div>
                <SegmentedControl
                  role="radiogroup"
                  aria-labelledby="invoice-per-label"
                  mt={4}
                  data={invoicePer}
                  value={form.invoice_per}
                  onChange={(value) => change('invoice_per', value as InvoicePer)}
                  readOnly={readOnly}
                />
              </div>
            </Input.Wrapper>
          </Stack>
        </SectionCard>

        <SectionCard title={t('portal.title')}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('portal.intro')}
            </Text>
            <Input.Wrapper
              id="portal-stock"
              label={t('fields.portalStock')}
              description={t('portal.stockHint')}
              error={errors.portal_stock}
              labelElement="div"
            >
              <div>
                <SegmentedControl
                  role="radiogroup"
                  aria-labelledby="portal-stock-label"
                  mt={4}
                  data={portalStock}
                  value={form.portal_stock}
                  onChange={(value) => change('portal_stock', value as PortalStock)}
                  readOnly={readOnly}
                />
              </div>
            </Input.Wrapper>
            <TextInput
              type="tel"
              autoComplete="tel"
              label={t('fields.contactPhone')}
              description={t('portal.phoneHint')}
              maxLength={MAX_CONTACT_PHONE}
              maw={{ sm: 320 }}
              {...text('contact_phone')}
            />
            <NumberInput
              label={t('fields.minOrderValue')}
              description={t('portal.minOrderValueHint')}
              // The currency as its code: the amount reads in it whatever the locale.
              suffix={` ${form.currency}`}
              min={0}
              max={MAX_MIN_ORDER_VALUE}
              decimalScale={2}
              allowNegative={false}
              clampBehavior="none"
              maw={{ sm: 320 }}
              value={form.min_order_value}
              error={errors.min_order_value}
              onChange={(value) => change('min_order_value', value)}
              readOnly={readOnly}
            />
          </Stack>
        </SectionCard>

        <SectionCard title={t('clientEmails.title')}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('clientEmails.intro')}
            </Text>
            {NOTIFICATIONS.map((key) => {
              const label = t(`clientEmails.notifications.${key}.label`);
              const description = t(`clientEmails.notifications.${key}.description`);
              return readOnly ? (
                <Group key={key} justify="space-between" wrap="nowrap" gap="sm">
                  <div>
                    <Text size="sm">{label}</Text>
                    <Text size="xs" c="dimmed">
                      {description}
                    </Text>
                  </div>
                  <Badge color={form.notifications[key] ? 'teal' : 'gray'} variant="light">
                    {form.notifications[key] ? t('clientEmails.on') : t('clientEmails.off')}
                  </Badge>
                </Group>
              ) : (
                <Switch
                  key={key}
                  label={label}
                  description={description}
                  checked={form.notifications[key]}
                  onChange={(event) =>
                    change('notifications', {
                      ...form.notifications,
                      [key]: event.currentTarget.checked,
                    })
                  }
                />
              );
            })}
            <Divider my={4} />
            <MultiSelect
              label={t('fields.newOrderRecipients')}
              description={t('clientEmails.alertsHint')}
              placeholder={
                readOnly || form.new_order_recipients.length > 0
                  ? undefined
                  : t('clientEmails.chooseMembers')
              }
              data={recipients}
              value={form.new_order_recipients}
              error={
                errors.new_order_recipients ??
                (team.isError ? t('clientEmails.teamFailed') : undefined)
              }
              onChange={(value) => change('new_order_recipients', value)}
              searchable={!readOnly}
              clearable={!readOnly}
              hidePickedOptions
              maxValues={MAX_NEW_ORDER_RECIPIENTS}
              nothingFoundMessage={
                team.isPending ? t('clientEmails.loadingTeam') : t('clientEmails.noOtherMember')
              }
              comboboxProps={{ withinPortal: true }}
              readOnly={readOnly}
            />
            {readOnly && form.new_order_recipients.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('clientEmails.noRecipients')}
              </Text>
            ) : null}
          </Stack>
        </SectionCard>

        {failure ? (
          <Alert role="alert" color="red" variant="light">
            {failure}
          </Alert>
        ) : Object.keys(errors).length > 0 ? (
          <Alert role="alert" color="red" variant="light">
            {t('errors.checkFields')}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
