import { Button, NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDrawer } from '../../../components/form-drawer';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { CustomFieldInputs } from '../../custom-fields/components/custom-field-inputs';
import { deleteFile, type Product, useSaveProduct } from '../api/products-api';
import { ProductPhotoInput } from './product-photo-input';

export interface ProductDrawerProps {
  providerId: string;
  onClose: () => void;
  /** The product being edited; none for a new one. */
  product?: Product | null;
}

/** The New product / Edit product drawer (name, price, image, custom fields). */
export function ProductDrawer({ providerId, onClose, product }: ProductDrawerProps) {
  const [name, setName] = useState(product?.name ?? '');
  const [price, setPrice] = useState<number | string>(product?.price ?? '');
  const [photo, setPhoto] = useState<string | null>(product?.photo ?? null);
  const [metadata, setMetadata] = useState<Record<string, unknown>>(product?.metadata ?? {});
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const save = useSaveProduct(providerId);

  function validate(): string | null {
    if (!name.trim()) return 'A name is required for a product.';
    if (price === '' || !Number.isFinite(Number(price)))
      return 'A price is required for a product.';
    return null;
  }

  async function submit() {
    const problem = validate();
    setError(problem);
    if (problem) return;
    const input = { name: name.trim(), price: Number(price), metadata };
    try {
      await save.mutateAsync(
        product
          ? { id: product.id, input: { ...input, photo } }
          : { input: { ...input, active: true, ...(photo ? { photo } : {}) } },
      );
      notifySuccess(product ? 'The product has been updated.' : 'The product has been created.');
      // The replaced or removed photo is no longer used by anything: best effort clean-up.
      if (product?.photo && product.photo !== photo) deleteFile(product.photo).catch(() => {});
      onClose();
    } catch {
      notifyError(
        product
          ? 'There was an error updating the product, please try again.'
          : 'There was an error creating the product, please try again.',
      );
    }
  }

  return (
    <FormDrawer
      opened
      onClose={onClose}
      title={product ? 'Edit product' : 'New product'}
      error={error}
      onSubmit={submit}
      footer={
        <Button type="submit" loading={save.isPending} disabled={uploading}>
          Save
        </Button>
      }
    >
      <TextInput
        label="Name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <NumberInput
        label="Price"
        prefix="$"
        min={0}
        step={0.01}
        decimalScale={2}
        value={price}
        onChange={setPrice}
      />
      <ProductPhotoInput
        providerId={providerId}
        value={photo}
        onChange={setPhoto}
        onError={setError}
        onBusyChange={setUploading}
      />
      <CustomFieldInputs
        providerId={providerId}
        entityType="PRODUCTS"
        value={metadata}
        onChange={setMetadata}
      />
    </FormDrawer>
  );
}
