import { Button, Group, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllProducts } from '../../../api/products';
import { confirmAction } from '../../../components/confirm';
import { FormDrawer, SaveButton } from '../../../components/form-drawer';
import { useFormDrawer } from '../../../components/use-form-drawer';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import {
  type SupplierPrice,
  useRemoveSupplierPrice,
  useSetSupplierPrice,
} from '../api/supplier-prices-api';
import type { Supplier } from '../api/suppliers-api';
import { PURCHASING } from '../messages';

export interface SupplierPriceDrawerProps {
  providerId: string;
  supplier: Supplier;
  /** The price being edited; null for a new one. */
  price: SupplierPrice | null;
  onClose: () => void;
}

/**
 * The drawer's fields as the server's messages name them (lib/field-errors.ts). The server
 * writes in English, so these stay English: they are matched against its messages.
 */
const FIELDS = {
  // i18n-exempt: matched against the server's English messages
  product: { label: 'Product', keys: ['product_id'], also: ['product'] },
  // i18n-exempt: matched against the server's English messages
  unitPrice: { label: 'Unit price', keys: ['unit_price'] },
  // i18n-exempt: matched against the server's English messages
  supplierSku: { label: 'Supplier SKU', keys: ['supplier_sku'] },
  // i18n-exempt: matched against the server's English messages
  packSize: { label: 'Pack size', keys: ['pack_size'] },
  // i18n-exempt: matched against the server's English messages
  minimum: { label: 'Minimum order', keys: ['min_order_quantity'] },
} as const;

const whole = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/** Add price / Edit price: the product (by name or SKU), the unit price, packs and minimum. */
export function SupplierPriceDrawer({
  providerId,
  supplier,
  price,
  onClose,
}: SupplierPriceDrawerProps) {
  const { t } = useTranslation(PURCHASING);
  const products = useAllProducts(providerId);
  const [productId, setProductId] = useState<string | null>(price?.product.id ?? null);
  const [unitPrice, setUnitPrice] = useState<number | string>(
    price ? Number(price.unit_price) : '',
  );
  const [supplierSku, setSupplierSku] = useState(price?.supplier_sku ?? '');
  const [packSize, setPackSize] = useState<number | string>(price?.pack_size ?? 1);
  const [minimum, setMinimum] = useState<number | string>(price?.min_order_quantity ?? 1);
  const [preferred, setPreferred] = useState(price?.preferred ?? false);
  const form = useFormDrawer(onClose, FIELDS);
  const set = useSetSupplierPrice(providerId, supplier.id);
  const remove = useRemoveSupplierPrice(providerId, supplier.id);
  const refusal = useRefusal(
    providerId,
    'PUT /api/provider/{provider_id}/suppliers/{supplier_id}/prices/{product_id}',
  );
  const options = (products.data ?? []).map((product) => ({
    value: product.id,
    label: product.sku ? `${product.name} · ${product.sku}` : product.name,
  }));
  if (price && !options.some((option) => option.value === price.product.id))
    options.unshift({ value: price.product.id, label: price.product.name });

  async function submit() {
    const pack = whole(packSize);
    const min = whole(minimum);
    const ok = form.check({
      product: productId ? null : t('priceDrawer.errors.product'),
      unitPrice: unitPrice === '' ? t('priceDrawer.errors.unitPrice') : null,
      packSize: Number.isInteger(pack) && pack >= 1 ? null : t('priceDrawer.errors.packSize'),
      minimum:
        Number.isInteger(min) && min >= 1
          ? Number.isInteger(pack) && pack >= 1 && min % pack !== 0
            ? t('priceDrawer.errors.multiple', { pack })
            : null
          : t('priceDrawer.errors.minimum'),
    });
    if (!ok || !productId) return;
    await form.save(
      () =>
        set.mutateAsync({
          productId,
          input: {
            unit_price: unitPrice,
            supplier_sku: supplierSku.trim() || null,
            pack_size: pack,
            min_order_quantity: min,
            preferred,
          },
        }),
      { success: t('priceDrawer.saved'), failure: t('priceDrawer.saveFailed') },
    );
  }

  async function removePrice() {
    if (!price) return;
    const sure = await confirmAction(
      t('priceDrawer.confirmRemove', { product: price.product.name, supplier: supplier.name }),
      { confirmLabel: t('priceDrawer.remove') },
    );
    if (!sure) return;
    try {
      await remove.mutateAsync(price.product.id);
      notifySuccess(t('priceDrawer.removed'));
      onClose();
    } catch {
      notifyError(t('priceDrawer.removeFailed'));
    }
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      title={price ? t('priceDrawer.titleEdit') : t('priceDrawer.titleNew')}
      onSubmit={submit}
      readOnly={refusal}
      footer={
        <Group gap="xs">
          {price ? (
            <Button variant="subtle" color="red" onClick={removePrice} loading={remove.isPending}>
              {t('priceDrawer.remove')}
            </Button>
          ) : null}
          <SaveButton loading={set.isPending} />
        </Group>
      }
    >
      <Select
        label={t('priceDrawer.fields.product')}
        placeholder={t('priceDrawer.fields.productPlaceholder')}
        data={options}
        value={productId}
        onChange={(value) => {
          setProductId(value);
          form.clear('product');
        }}
        disabled={Boolean(price)}
        searchable
        nothingFoundMessage={
          products.isPending ? t('priceDrawer.loading') : t('priceDrawer.noProducts')
        }
        error={form.errorOf('product')}
      />
      <NumberInput
        label={t('priceDrawer.fields.unitPrice', { currency: supplier.currency })}
        value={unitPrice}
        min={0}
        step={0.01}
        decimalScale={2}
        fixedDecimalScale
        allowNegative={false}
        error={form.errorOf('unitPrice')}
        onChange={(value) => {
          setUnitPrice(value);
          form.clear('unitPrice');
        }}
      />
      <TextInput
        label={t('priceDrawer.fields.supplierSku')}
        value={supplierSku}
        maxLength={100}
        error={form.errorOf('supplierSku')}
        onChange={(event) => {
          setSupplierSku(event.currentTarget.value);
          form.clear('supplierSku');
        }}
      />
      <NumberInput
        label={t('priceDrawer.fields.packSize')}
        description={t('priceDrawer.fields.packSizeHint')}
        value={packSize}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        error={form.errorOf('packSize')}
        onChange={(value) => {
          setPackSize(value);
          form.clear('packSize');
          form.clear('minimum');
        }}
      />
      <NumberInput
        label={t('priceDrawer.fields.minimum')}
        description={t('priceDrawer.fields.minimumHint')}
        value={minimum}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        error={form.errorOf('minimum')}
        onChange={(value) => {
          setMinimum(value);
          form.clear('minimum');
        }}
      />
      <Switch
        label={t('priceDrawer.fields.preferred')}
        description={t('priceDrawer.fields.preferredHint')}
        checked={preferred}
        onChange={(event) => setPreferred(event.currentTarget.checked)}
      />
    </FormDrawer>
  );
}
