import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { FormDrawer } from '../../../components/form-drawer';
import { PriceInput } from '../../../components/price-input';
import { useFormDrawer } from '../../../components/use-form-drawer';
import { useRefusal } from '../../../lib/session';
import { type Pricing, type PricingAction, usePricingAction } from '../api/pricing-api';
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

const failures: Record<PricingAction['kind'], string> = {
  create: 'There was an error saving custom pricing, please try again.',
  update: 'There was an error saving custom pricing, please try again.',
  delete: 'There was an error deleting custom pricing, please try again.',
};

const successes: Record<PricingAction['kind'], string> = {
  create: 'Custom pricing has been saved.',
  update: 'Custom pricing has been updated.',
  delete: 'Custom pricing has been deleted.',
};

/** New custom pricing (Save) or edit (Delete, Update; client and product locked). */
export function CustomPricingDrawer({
  providerId,
  onClose,
  pricing,
  preset = {},
}: CustomPricingDrawerProps) {
  const [clientId, setClientId] = useState(pricing?.client_id ?? preset.clientId ?? null);
  const [productId, setProductId] = useState(pricing?.product_id ?? preset.productId ?? null);
  const [name, setName] = useState(pricing?.name ?? '');
  const [price, setPrice] = useState<number | string>(pricing?.price ?? '');
  const form = useFormDrawer(onClose);
  const mutation = usePricingAction(providerId);
  const refusal = useRefusal(providerId);

  function run(action: PricingAction) {
    return form.save(() => mutation.mutateAsync(action), {
      success: successes[action.kind],
      failure: failures[action.kind],
    });
  }

  function submit() {
    const amount = Number.parseFloat(String(price));
    if (!clientId || !productId || !Number.isFinite(amount)) {
      form.validate('All fields are required for custom pricing.');
      return;
    }
    form.validate(null);
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
    if (
      await confirmAction('Are you sure you want to delete this custom pricing?', {
        confirmLabel: 'Delete',
      })
    ) {
      run({ kind: 'delete', id: pricing.id });
    }
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      title={pricing ? 'Edit custom pricing' : 'New custom pricing'}
      onSubmit={submit}
      readOnly={refusal}
      footer={
        pricing ? (
          <>
            <Button color="red" variant="light" onClick={remove} disabled={mutation.isPending}>
              Delete
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Update
            </Button>
          </>
        ) : (
          <Button type="submit" loading={mutation.isPending}>
            Save
          </Button>
        )
      }
    >
      <ClientProductSelects
        providerId={providerId}
        clientId={clientId}
        productId={productId}
        onClientChange={setClientId}
        onProductChange={setProductId}
        lockClient={Boolean(pricing || preset.clientId)}
        lockProduct={Boolean(pricing || preset.productId)}
        clientName={pricing?.client.name ?? preset.clientName}
        productName={pricing?.product.name ?? preset.productName}
      />
      <TextInput
        label="Name"
        description="Optional"
        placeholder="e.g. VIP Discount, Bulk Rate"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <PriceInput label="Custom Price" value={price} onChange={setPrice} />
    </FormDrawer>
  );
}
