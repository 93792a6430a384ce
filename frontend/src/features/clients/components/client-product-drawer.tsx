import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormDrawer, type FormDrawerProps } from '../../../components/form-drawer';
import { ClientProductSelects } from './client-product-selects';

/**
 * A drawer for what a client has of its own for one product (its ordering rules, its quantity
 * breaks): the client locked to the page's, the product chosen once (locked when editing), what
 * the product has by itself below it, then the caller's fields. New: Save; existing: Delete and
 * Update.
 */
export function ClientProductDrawer({
  drawer,
  title,
  providerId,
  client,
  productId,
  onProductChange,
  editing,
  productError,
  hint,
  busy,
  onRemove,
  labels,
  children,
}: {
  /** The form drawer's own props (useFormDrawer's `drawerProps`, onSubmit, readOnly). */
  drawer: Omit<FormDrawerProps, 'title' | 'footer' | 'children'>;
  title: string;
  providerId: string;
  client: { id: string; name: string };
  productId: string | null;
  onProductChange: (id: string | null) => void;
  /** The row being edited: its product's name, the product locked; none for a new one. */
  editing: { productName: string } | null;
  productError?: string;
  /** What the product has by itself, once one is chosen. */
  hint: string | null;
  busy: boolean;
  onRemove: () => void;
  labels: { delete: string; update: string; save: string };
  children: ReactNode;
}) {
  return (
    <FormDrawer
      {...drawer}
      title={title}
      footer={
        editing ? (
          <>
            <Button color="red" variant="light" onClick={onRemove} disabled={busy}>
              {labels.delete}
            </Button>
            <Button type="submit" loading={busy}>
              {labels.update}
            </Button>
          </>
        ) : (
          <Button type="submit" loading={busy}>
            {labels.save}
          </Button>
        )
      }
    >
      <ClientProductSelects
        providerId={providerId}
        clientId={client.id}
        productId={productId}
        onClientChange={() => {}}
        onProductChange={onProductChange}
        lockClient
        lockProduct={editing !== null}
        clientName={client.name}
        productName={editing?.productName}
        productError={productError}
      />
      {hint ? (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
      {children}
    </FormDrawer>
  );
}
