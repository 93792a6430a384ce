import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import { FormDrawer } from '../../../components/form-drawer';
import { PriceInput } from '../../../components/price-input';
import { useFormDrawer } from '../../../components/use-form-drawer';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { type Pricing, type PricingAction, usePricingAction } from '../api/pricing-api';
import { CLIENTS } from '../messages';
import { ClientProductSelects } from './client-product-selects';

/** A client or product chosen before the drawer opens; it cannot be changed in the drawer. */
export interface PricingPreset {
  clientId?: string;
  clientName?: string;
  productId?: string;
  productName?: string;
}

export interface CustomPricingDrawerProps {
  providerId: string;
  onClose: () => void;
  /** The custom price being edited; none for a new one. */
  pricing?: Pricing | null;
  preset?: PricingPreset;
}

/**
 * The drawer's fields as the server's messages name them (lib/field-errors.ts). The server
 * writes in English, so these stay English: they are matched against its messages.
 */
const FIELDS = {
  // i18n-exempt: matched against the server's English messages
  client: { label: 'Client', keys: ['client_id'] },
  // i18n-exempt: matched against the server's English messages
  product: { label: 'Product', keys: ['product_id'] },
  // i18n-exempt: matched against the server's English messages
  name: { label: 'Name', keys: ['name'] },
  // i18n-exempt: matched against the server's English messages
  price: { label: 'Custom Price', keys: ['price'], also: ['price'] },
} as const;

/** Each action's toasts, as keys of the clients messages (translated when shown). */
const failures = {
  create: 'pricing.toasts.saveFailed',
  update: 'pricing.toasts.saveFailed',
  delete: 'pricing.toasts.deleteFailed',
} as const satisfies Record<PricingAction['kind'], string>;

const successes = {
  create: 'pricing.toasts.saved',
  update: 'pricing.toasts.updated',
  delete: 'pricing.toasts.deleted',
} as const satisfies Record<PricingAction['kind'], string>;

/** New custom pricing (Save) or edit (Delete, Update; client and product locked). */
export function CustomPricingDrawer({
  providerId,
  onClose,
  pricing,
  preset = {},
}: CustomPricingDrawerProps) {
  const { t } = useTranslation(CLIENTS);
  const [clientId, setClientId] = useState(pricing?.client_id ?? preset.clientId ?? null);
  const [productId, setProductId] = useState(pricing?.product_id ?? preset.productId ?? null);
  const [name, setName] = useState(pricing?.name ?? '');
  const [price, setPrice] = useState<number | string>(pricing?.price ?? '');
  const form = useFormDrawer(onClose, FIELDS);
  const mutation = usePricingAction(providerId);
  const refusal = useRefusal(providerId);
  const fmt = useFormats(providerId);

  function run(action: PricingAction) {
    return form.save(() => mutation.mutateAsync(action), {
      success: t(successes[action.kind]),
      failure: t(failures[action.kind]),
    });
  }

  function submit() {
    const amount = Number.parseFloat(String(price));
    if (!clientId || !productId || !Number.isFinite(amount)) {
      // The spec's sentence above the buttons, and which of the fields is missing under it.
      form.check({
        client: clientId ? null : t('pricing.errors.selectClient'),
        product: productId ? null : t('pricing.errors.selectProduct'),
        price: Number.isFinite(amount) ? null : t('pricing.errors.enterPrice'),
      });
      form.setError(t('pricing.errors.allRequired'));
      return;
    }
    form.check({});
    const label = name.trim() || null;
    if (pricing) run({ kind: 'update', id: pricing.id, name: label, price: amount });
    else
      run({
        kind: 'create',
        client_id: clientId,
        product_id: productId,
        name: label,
        price: amount,
      });
  }

  async function remove() {
    if (!pricing || refusal) return;
    const pays = {
      client: pricing.client.name,
      price: fmt.money(pricing.price),
      product: pricing.product.name,
    };
    if (
      await confirmAction(t('pricing.confirm.title'), {
        confirmLabel: t('pricing.confirm.delete'),
        detail: (
          <ConfirmFacts
            facts={[
              pricing.name
                ? t('pricing.confirm.paysNamed', { ...pays, name: pricing.name })
                : t('pricing.confirm.pays', pays),
              t('pricing.confirm.afterDelete', { price: fmt.money(pricing.product.price) }),
            ]}
          />
        ),
      })
    ) {
      run({ kind: 'delete', id: pricing.id });
    }
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      title={pricing ? t('pricing.drawer.titleEdit') : t('pricing.drawer.titleNew')}
      onSubmit={submit}
      readOnly={refusal}
      footer={
        pricing ? (
          <>
            <Button color="red" variant="light" onClick={remove} disabled={mutation.isPending}>
              {t('pricing.drawer.delete')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('pricing.drawer.update')}
            </Button>
          </>
        ) : (
          <Button type="submit" loading={mutation.isPending}>
            {t('pricing.drawer.save')}
          </Button>
        )
      }
    >
      <ClientProductSelects
        providerId={providerId}
        clientId={clientId}
        productId={productId}
        onClientChange={(id) => {
          setClientId(id);
          form.clear('client');
        }}
        onProductChange={(id) => {
          setProductId(id);
          form.clear('product');
        }}
        lockClient={Boolean(pricing || preset.clientId)}
        lockProduct={Boolean(pricing || preset.productId)}
        clientName={pricing?.client.name ?? preset.clientName}
        productName={pricing?.product.name ?? preset.productName}
        clientError={form.errorOf('client')}
        productError={form.errorOf('product')}
      />
      <TextInput
        label={t('pricing.drawer.name')}
        description={t('pricing.drawer.nameHint')}
        placeholder={t('pricing.drawer.namePlaceholder')}
        value={name}
        error={form.errorOf('name')}
        onChange={(event) => {
          setName(event.currentTarget.value);
          form.clear('name');
        }}
      />
      <PriceInput
        label={t('pricing.drawer.price')}
        value={price}
        error={form.errorOf('price')}
        onChange={(value) => {
          setPrice(value);
          form.clear('price');
        }}
      />
    </FormDrawer>
  );
}
