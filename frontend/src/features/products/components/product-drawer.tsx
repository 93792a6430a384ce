import { NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveFields } from '../../../api/custom-fields';
import type { Product } from '../../../api/products';
import {
  CustomFieldInputs,
  customFieldErrors,
  customFieldKey,
  customFieldNames,
} from '../../../components/custom-field-inputs';
import { FormDrawer, SaveButton } from '../../../components/form-drawer';
import { asOrderRule, isOrderRule, OrderRuleFields } from '../../../components/order-rule-fields';
import {
  asBreakRows,
  asPriceBreaks,
  type BreakRow,
  breakRowsProblem,
  PriceBreaksFields,
} from '../../../components/price-breaks-fields';
import { PriceInput } from '../../../components/price-input';
import { saveMessages, useFormDrawer } from '../../../components/use-form-drawer';
import { useRefusal } from '../../../lib/session';
import { deleteFile, useSaveProduct } from '../api/products-api';
import { PRODUCTS } from '../messages';
import { ProductPhotoInput } from './product-photo-input';

/** A percentage from 0 to 100 with at most three decimals, as the server keeps it. */
function isTaxRate(rate: number): boolean {
  return Number.isFinite(rate) && /^(100(\.0{1,3})?|\d{1,2}(\.\d{1,3})?)$/.test(String(rate));
}

/**
 * The drawer's fields as the server's messages name them (lib/field-errors.ts). The server
 * writes in English, so these stay English: they are matched against its messages.
 */
const FIELDS = {
  // i18n-exempt: matched against the server's English messages
  name: { label: 'Name', keys: ['name'] },
  // i18n-exempt: matched against the server's English messages
  price: { label: 'Price', keys: ['price'] },
  // i18n-exempt: matched against the server's English messages
  taxRate: { label: 'Tax rate', keys: ['tax_rate'] },
  // i18n-exempt: matched against the server's English messages
  sku: { label: 'SKU', keys: ['sku'] },
  // i18n-exempt: matched against the server's English messages
  barcode: { label: 'Barcode', keys: ['barcode'] },
  // i18n-exempt: matched against the server's English messages
  minQuantity: { label: 'Minimum order quantity', keys: ['min_quantity'] },
  // i18n-exempt: matched against the server's English messages
  casePack: { label: 'Case pack', keys: ['case_pack'] },
  // i18n-exempt: matched against the server's English messages
  priceBreaks: { label: 'Quantity breaks', keys: ['price_breaks'], also: ['price_breaks'] },
} as const;

export interface ProductDrawerProps {
  providerId: string;
  onClose: () => void;
  /** The product being edited; none for a new one. */
  product?: Product | null;
}

/**
 * The New product / Edit product drawer (name, price, tax rate, SKU, barcode, the ordering rules
 * clients meet, image, custom fields).
 */
export function ProductDrawer({ providerId, onClose, product }: ProductDrawerProps) {
  const { t } = useTranslation(PRODUCTS);
  const [name, setName] = useState(product?.name ?? '');
  const [price, setPrice] = useState<number | string>(product?.price ?? '');
  // Blank: the provider's default rate (its business settings).
  const [taxRate, setTaxRate] = useState<number | string>(product?.tax_rate ?? '');
  const [photo, setPhoto] = useState<string | null>(product?.photo ?? null);
  const [sku, setSku] = useState(product?.sku ?? '');
  const [barcode, setBarcode] = useState(product?.barcode ?? '');
  // Blank: no rule. A client may have its own (its page's Order rules).
  const [minQuantity, setMinQuantity] = useState<number | string>(product?.min_quantity ?? '');
  const [casePack, setCasePack] = useState<number | string>(product?.case_pack ?? '');
  // Quantity-break prices (12+ at $4.00); a client may have its own (its page).
  const [breakRows, setBreakRows] = useState<BreakRow[]>(asBreakRows(product?.price_breaks));
  const [metadata, setMetadata] = useState<Record<string, unknown>>(product?.metadata ?? {});
  const customFields = useActiveFields(providerId, 'PRODUCTS').data;
  const form = useFormDrawer(onClose, { ...FIELDS, ...customFieldNames(customFields) });
  const [uploading, setUploading] = useState(false);
  const save = useSaveProduct(providerId);
  const refusal = useRefusal(providerId);
  // The permission table gates a change of custom-field values only, not the rest of a product.
  const valuesRefusal = useRefusal(
    providerId,
    product
      ? 'PUT /api/provider/{provider_id}/product/{product_id}'
      : 'POST /api/provider/{provider_id}/product',
    { changes: ['custom_values'] },
  );

  /** The form's own checks, each message under its field. */
  function problems() {
    return {
      name: name.trim() ? null : t('drawer.errors.nameRequired'),
      price:
        price === '' || !Number.isFinite(Number(price)) ? t('drawer.errors.priceRequired') : null,
      taxRate: taxRate !== '' && !isTaxRate(Number(taxRate)) ? t('drawer.errors.taxRate') : null,
      minQuantity: isOrderRule(minQuantity) ? null : t('drawer.errors.orderRule'),
      casePack: isOrderRule(casePack) ? null : t('drawer.errors.orderRule'),
      priceBreaks: (() => {
        const problem = breakRowsProblem(breakRows);
        return problem ? t(`drawer.errors.breaks.${problem}`) : null;
      })(),
    };
  }

  async function persist() {
    const input = {
      name: name.trim(),
      price: Number(price),
      tax_rate: taxRate === '' ? null : Number(taxRate),
      metadata,
      sku: sku.trim() || null,
      barcode: barcode.trim() || null,
      min_quantity: asOrderRule(minQuantity),
      case_pack: asOrderRule(casePack),
      price_breaks: asPriceBreaks(breakRows),
    };
    await save.mutateAsync(
      product
        ? { id: product.id, input: { ...input, photo } }
        : { input: { ...input, active: true, ...(photo ? { photo } : {}) } },
    );
    // The replaced or removed photo is no longer used by anything: best effort clean-up.
    if (product?.photo && product.photo !== photo) deleteFile(product.photo).catch(() => {});
  }

  async function submit() {
    if (!form.check(problems())) return;
    // A refusal (another product has the SKU, a custom value out of its options) is shown
    // beside the field it names.
    await form.save(persist, saveMessages('product', Boolean(product)));
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      title={product ? t('drawer.titleEdit') : t('drawer.titleNew')}
      onSubmit={submit}
      footer={<SaveButton loading={save.isPending} disabled={uploading} />}
      readOnly={refusal}
    >
      <TextInput
        label={t('drawer.fields.name')}
        value={name}
        error={form.errorOf('name')}
        onChange={(event) => {
          setName(event.currentTarget.value);
          form.clear('name');
        }}
      />
      <PriceInput
        label={t('drawer.fields.price')}
        value={price}
        error={form.errorOf('price')}
        onChange={(value) => {
          setPrice(value);
          form.clear('price');
        }}
      />
      <NumberInput
        label={t('drawer.fields.taxRate')}
        description={t('drawer.fields.taxRateHint')}
        min={0}
        max={100}
        // Not pulled back to 100 on leaving the field: a rate above it is said beside the field.
        clampBehavior="none"
        step={0.5}
        decimalScale={3}
        suffix="%"
        value={taxRate}
        error={form.errorOf('taxRate')}
        onChange={(value) => {
          setTaxRate(value);
          form.clear('taxRate');
        }}
      />
      <TextInput
        label={t('drawer.fields.sku')}
        description={t('drawer.fields.skuHint')}
        value={sku}
        maxLength={64}
        error={form.errorOf('sku')}
        onChange={(event) => {
          setSku(event.currentTarget.value);
          form.clear('sku');
        }}
      />
      <TextInput
        label={t('drawer.fields.barcode')}
        description={t('drawer.fields.barcodeHint')}
        value={barcode}
        maxLength={64}
        error={form.errorOf('barcode')}
        onChange={(event) => {
          setBarcode(event.currentTarget.value);
          form.clear('barcode');
        }}
      />
      <OrderRuleFields
        minQuantity={{
          label: t('drawer.fields.minQuantity'),
          description: t('drawer.fields.minQuantityHint'),
          value: minQuantity,
          error: form.errorOf('minQuantity'),
          onChange: (value) => {
            setMinQuantity(value);
            form.clear('minQuantity');
          },
        }}
        casePack={{
          label: t('drawer.fields.casePack'),
          description: t('drawer.fields.casePackHint'),
          value: casePack,
          error: form.errorOf('casePack'),
          onChange: (value) => {
            setCasePack(value);
            form.clear('casePack');
          },
        }}
      />
      <PriceBreaksFields
        rows={breakRows}
        onChange={(rows) => {
          setBreakRows(rows);
          form.clear('priceBreaks');
        }}
        error={form.errorOf('priceBreaks')}
        texts={{
          title: t('drawer.breaks.title'),
          hint: t('drawer.breaks.hint'),
          minimum: t('drawer.breaks.minimum'),
          price: t('drawer.breaks.price'),
          remove: (minimum) => t('drawer.breaks.remove', { minimum }),
          add: t('drawer.breaks.add'),
        }}
      />
      <ProductPhotoInput
        providerId={providerId}
        value={photo}
        onChange={setPhoto}
        onError={form.setError}
        onBusyChange={setUploading}
      />
      <CustomFieldInputs
        providerId={providerId}
        entityType="PRODUCTS"
        value={metadata}
        onChange={setMetadata}
        errors={customFieldErrors(customFields, form.errorOf)}
        onEdited={(fieldId) => form.clear(customFieldKey(fieldId))}
        disabledReason={refusal ? null : valuesRefusal}
      />
    </FormDrawer>
  );
}
