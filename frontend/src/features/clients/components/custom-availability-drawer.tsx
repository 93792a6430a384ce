import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { CLIENTS } from '../messages';
import { ClientProductSelects } from './client-product-selects';

export interface CustomAvailabilityDrawerProps {
  providerId: string;
  onClose: () => void;
  /** The client of the page: preselected and locked. */
  client: { id: string; name: string };
  /** The availability being viewed (Delete only); none for a new one (Save). */
  availability?: Availability | null;
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
} as const;

/** Each action's toasts, as keys of the clients messages (translated when shown). */
const failures = {
  create: 'availability.toasts.saveFailed',
  delete: 'availability.toasts.removeFailed',
} as const satisfies Record<AvailabilityAction['kind'], string>;

const successes = {
  create: 'availability.toasts.saved',
  delete: 'availability.toasts.removed',
} as const satisfies Record<AvailabilityAction['kind'], string>;

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
  const { t } = useTranslation(CLIENTS);
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
      notifySuccess(t(successes[action.kind]));
      onClose();
    } catch (failure) {
      notifyError(failureText(failure, t(failures[action.kind])));
      form.showFailure(failure);
    }
  }

  function submit() {
    if (availability) return;
    // The client is the page's: only the product can be missing.
    if (!form.check({ product: productId ? null : t('availability.errors.required') })) return;
    if (!productId) return;
    run({ kind: 'create', client_id: client.id, product_id: productId });
  }

  async function remove() {
    if (!availability || refusal) return;
    const others = (rows ?? []).filter((row) => row.id !== availability.id).length;
    const names = { client: client.name, product: availability.product.name };
    const confirmed = await confirmAction(t('availability.confirm.title'), {
      confirmLabel: t('availability.confirm.remove'),
      detail: (
        <ConfirmFacts
          facts={[
            rows === undefined
              ? t('availability.confirm.unknownOthers', names)
              : others > 0
                ? t('availability.confirm.othersStay', { ...names, count: others })
                : t('availability.confirm.onlyOne', names),
          ]}
        />
      ),
    });
    if (confirmed) run({ kind: 'delete', id: availability.id });
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      title={availability ? t('availability.drawer.titleEdit') : t('availability.drawer.titleNew')}
      onSubmit={submit}
      readOnly={refusal}
      footer={
        availability ? (
          <Button color="red" variant="light" onClick={remove} loading={mutation.isPending}>
            {t('availability.drawer.delete')}
          </Button>
        ) : (
          <Button type="submit" loading={mutation.isPending}>
            {t('availability.drawer.save')}
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
