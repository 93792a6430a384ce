import { Button } from '@mantine/core';
import { useState } from 'react';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import { FormDrawer } from '../../../components/form-drawer';
import { useFormDrawer } from '../../../components/use-form-drawer';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import {
  type Availability,
  type AvailabilityAction,
  useAvailability,
  useAvailabilityAction,
} from '../api/availability-api';
import { ClientProductSelects } from './client-product-selects';

export interface CustomAvailabilityDrawerProps {
  providerId: string;
  onClose: () => void;
  /** The client of the page: preselected and locked. */
  client: { id: string; name: string };
  /** The availability being viewed (Delete only); none for a new one (Save). */
  availability?: Availability | null;
}

/** The drawer's fields as the server's messages name them (lib/field-errors.ts). */
const FIELDS = {
  client: { label: 'Client', keys: ['client_id'] },
  product: { label: 'Product', keys: ['product_id'] },
} as const;

const failures: Record<AvailabilityAction['kind'], string> = {
  create: 'There was an error saving custom availability, please try again.',
  delete: 'There was an error removing custom availability, please try again.',
};

const successes: Record<AvailabilityAction['kind'], string> = {
  create: 'Custom availability has been saved.',
  delete: 'Custom availability has been removed.',
};

/** docs/product.md §8: the server's error text, else the fallback. */
function failureText(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? serverMessage(error.body) : undefined) ?? fallback;
}

export function CustomAvailabilityDrawer({
  providerId,
  onClose,
  client,
  availability,
}: CustomAvailabilityDrawerProps) {
  const [productId, setProductId] = useState(availability?.product_id ?? null);
  const form = useFormDrawer(onClose, FIELDS);
  const mutation = useAvailabilityAction(providerId);
  // The client's other rows: removing the last one opens every active product to the client.
  const rows = useAvailability(providerId, client.id).data;
  const refusal = useRefusal(
    providerId,
    availability
      ? 'DELETE /api/provider/{provider_id}/client_product_availability/{id}'
      : 'POST /api/provider/{provider_id}/client_product_availability',
  );

  async function run(action: AvailabilityAction) {
    try {
      await mutation.mutateAsync(action);
      notifySuccess(successes[action.kind]);
      onClose();
    } catch (failure) {
      notifyError(failureText(failure, failures[action.kind]));
      form.showFailure(failure);
    }
  }

  function submit() {
    if (availability) return;
    // The client is the page's: only the product can be missing.
    if (!form.check({ product: productId ? null : 'Client and product are required.' })) return;
    if (!productId) return;
    run({ kind: 'create', client_id: client.id, product_id: productId });
  }

  async function remove() {
    if (!availability || refusal) return;
    const others = (rows ?? []).filter((row) => row.id !== availability.id).length;
    const product = availability.product.name;
    const confirmed = await confirmAction(
      'Are you sure you want to remove custom availability for this product?',
      {
        confirmLabel: 'Remove',
        detail: (
          <ConfirmFacts
            facts={[
              rows === undefined
                ? `${client.name} can no longer order ${product} unless no custom availability is left.`
                : others > 0
                  ? `${client.name} can no longer order ${product}; the ${others} other ${
                      others === 1 ? 'product' : 'products'
                    } made available to them stay so.`
                  : `${product} is the only product made available to ${client.name}: once removed, ${client.name} may order every active product.`,
            ]}
          />
        ),
      },
    );
    if (confirmed) run({ kind: 'delete', id: availability.id });
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      title={availability ? 'Edit custom availability' : 'New custom availability'}
      onSubmit={submit}
      readOnly={refusal}
      footer={
        availability ? (
          <Button color="red" variant="light" onClick={remove} loading={mutation.isPending}>
            Delete
          </Button>
        ) : (
          <Button type="submit" loading={mutation.isPending}>
            Save
          </Button>
        )
      }
    >
      <ClientProductSelects
        providerId={providerId}
        clientId={client.id}
        productId={productId}
        onClientChange={() => {}}
        onProductChange={(id) => {
          setProductId(id);
          form.clear('product');
        }}
        clientError={form.errorOf('client')}
        productError={form.errorOf('product')}
        lockClient
        lockProduct={Boolean(availability)}
        clientName={client.name}
        productName={availability?.product.name}
      />
    </FormDrawer>
  );
}
