import { Button } from '@mantine/core';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { FormDrawer } from '../../../components/form-drawer';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import {
  type Availability,
  type AvailabilityAction,
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
  const [error, setError] = useState<string | null>(null);
  const mutation = useAvailabilityAction(providerId);
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
    }
  }

  function submit() {
    if (availability) return;
    if (!productId) {
      setError('Client and product are required.');
      return;
    }
    setError(null);
    run({ kind: 'create', client_id: client.id, product_id: productId });
  }

  async function remove() {
    if (!availability || refusal) return;
    const confirmed = await confirmAction(
      'Are you sure you want to remove custom availability for this product?',
      { confirmLabel: 'Remove' },
    );
    if (confirmed) run({ kind: 'delete', id: availability.id });
  }

  return (
    <FormDrawer
      opened
      onClose={onClose}
      title={availability ? 'Edit custom availability' : 'New custom availability'}
      error={error}
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
        onProductChange={setProductId}
        lockClient
        lockProduct={Boolean(availability)}
        clientName={client.name}
        productName={availability?.product.name}
      />
    </FormDrawer>
  );
}
