import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import { FormDrawer } from '../../../components/form-drawer';
import { PriceInput } from '../../../components/price-input';
import { useFormDrawer } from '../../../components/use-form-drawer';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
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

/** The drawer's fields as the server's messages name them (lib/field-errors.ts). */
const FIELDS = {
  client: { label: 'Client', keys: ['client_id'] },
  product: { label: 'Product', keys: ['product_id'] },
  name: { label: 'Name', keys: ['name'] },
  price: { label: 'Custom Price', keys: ['price'], also: ['price'] },
} as const;

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
  const form = useFormDrawer(onClose, FIELDS);
  const mutation = usePricingAction(providerId);
  const refusal = useRefusal(providerId);
  const fmt = useFormats(providerId);

  function run(action: PricingAction) {
    return form.save(() => mutation.mutateAsync(action), {
      success: successes[action.kind],
      failure: failures[action.kind],
    });
  }

  function submit() {
    const amount = Number.parseFloat(String(price));
    if (!clientId || !productId || !Number.isFinite(amount)) {
      // The spec's sentence above the buttons, and which of the fields is missing under it.
      form.check({
        client: clientId ? null : 'Select a client.',
        product: productId ? null : 'Select a product.',
        price: Number.isFinite(amount) ? null : 'Enter the custom price.',
      });
      form.setError('All fields are required for custom pricing.');
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
    const label = pricing.name ? ` (${pricing.name})` : '';
    if (
      await confirmAction('Are you sure you want to delete this custom pricing?', {
        confirmLabel: 'Delete',
        detail: (
          <ConfirmFacts
            facts={[
              `${pricing.client.name} pays ${fmt.money(pricing.price)}${label} for ${pricing.product.name} now.`,
              `Once deleted, their new orders use the default price, ${fmt.money(pricing.product.price)}, unless another custom price of theirs applies. Orders placed keep their prices.`,
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
        label="Name"
        description="Optional"
        placeholder="e.g. VIP Discount, Bulk Rate"
        value={name}
        error={form.errorOf('name')}
        onChange={(event) => {
          setName(event.currentTarget.value);
          form.clear('name');
        }}
      />
      <PriceInput
        label="Custom Price"
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
