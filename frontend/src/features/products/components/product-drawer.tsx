import { NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Product } from '../../../api/products';
import { CustomFieldInputs } from '../../../components/custom-field-inputs';
import { FormDrawer, SaveButton } from '../../../components/form-drawer';
import { PriceInput } from '../../../components/price-input';
import { saveMessages, useFormDrawer } from '../../../components/use-form-drawer';
import { ApiError } from '../../../lib/api-client';
import { useRefusal } from '../../../lib/session';
import { deleteFile, useSaveProduct } from '../api/products-api';
import { ProductPhotoInput } from './product-photo-input';

/** A percentage from 0 to 100 with at most three decimals, as the server keeps it. */
function isTaxRate(rate: number): boolean {
  return Number.isFinite(rate) && /^(100(\.0{1,3})?|\d{1,2}(\.\d{1,3})?)$/.test(String(rate));
}

export interface ProductDrawerProps {
  providerId: string;
  onClose: () => void;
  /** The product being edited; none for a new one. */
  product?: Product | null;
}

/**
 * The New product / Edit product drawer (name, price, tax rate, SKU, barcode, image, custom
 * fields).
 */
export function ProductDrawer({ providerId, onClose, product }: ProductDrawerProps) {
  const [name, setName] = useState(product?.name ?? '');
  const [price, setPrice] = useState<number | string>(product?.price ?? '');
  // Blank: the provider's default rate (its business settings).
  const [taxRate, setTaxRate] = useState<number | string>(product?.tax_rate ?? '');
  const [photo, setPhoto] = useState<string | null>(product?.photo ?? null);
  const [sku, setSku] = useState(product?.sku ?? '');
  const [barcode, setBarcode] = useState(product?.barcode ?? '');
  const [metadata, setMetadata] = useState<Record<string, unknown>>(product?.metadata ?? {});
  const form = useFormDrawer(onClose);
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

  function validate(): string | null {
    if (!name.trim()) return 'A name is required for a product.';
    if (price === '' || !Number.isFinite(Number(price)))
      return 'A price is required for a product.';
    if (taxRate !== '' && !isTaxRate(Number(taxRate)))
      return 'The tax rate must be a percentage from 0 to 100, at most three decimals.';
    return null;
  }

  async function persist() {
    const input = {
      name: name.trim(),
      price: Number(price),
      tax_rate: taxRate === '' ? null : Number(taxRate),
      metadata,
      sku: sku.trim() || null,
      barcode: barcode.trim() || null,
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
    if (!form.validate(validate())) return;
    await form.save(
      async () => {
        try {
          await persist();
        } catch (error) {
          // Another product has the SKU or barcode: say which above the buttons.
          if (error instanceof ApiError && error.status === 409) form.setError(error.message);
          throw error;
        }
      },
      saveMessages('product', Boolean(product)),
    );
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      title={product ? 'Edit product' : 'New product'}
      onSubmit={submit}
      footer={<SaveButton loading={save.isPending} disabled={uploading} />}
      readOnly={refusal}
    >
      <TextInput
        label="Name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <PriceInput label="Price" value={price} onChange={setPrice} />
      <NumberInput
        label="Tax rate (%)"
        description="Blank: your default rate (Settings). Orders keep the rate they were placed at."
        min={0}
        max={100}
        step={0.5}
        decimalScale={3}
        suffix="%"
        value={taxRate}
        onChange={setTaxRate}
      />
      <TextInput
        label="SKU"
        description="Optional; unique among your products."
        value={sku}
        maxLength={64}
        onChange={(event) => setSku(event.currentTarget.value)}
      />
      <TextInput
        label="Barcode"
        description="Optional; scanned or typed in stock counts."
        value={barcode}
        maxLength={64}
        onChange={(event) => setBarcode(event.currentTarget.value)}
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
        disabledReason={refusal ? null : valuesRefusal}
      />
    </FormDrawer>
  );
}
