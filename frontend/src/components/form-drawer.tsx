import { Alert, Button, Drawer, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export interface FormDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** A validation message, shown above the buttons. */
  error?: string | null;
  onSubmit: () => void;
  /** The buttons at the bottom (the submit button has type="submit"). */
  footer: ReactNode;
  children: ReactNode;
}

/** The right-hand drawer every create / edit form of the catalog screens opens in. */
export function FormDrawer({
  opened,
  onClose,
  title,
  error,
  onSubmit,
  footer,
  children,
}: FormDrawerProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Drawer opened={opened} onClose={onClose} title={title} position="right" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {children}
          {error ? (
            <Alert role="alert" color="red" variant="light">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="sm">
            {footer}
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}

/** The usual footer of a form drawer: one Save (submit) button. */
export function SaveButton({ loading, disabled }: { loading?: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" loading={loading} disabled={disabled}>
      Save
    </Button>
  );
}
