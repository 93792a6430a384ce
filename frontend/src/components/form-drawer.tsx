import { Alert, Button, Drawer, Fieldset, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useFocusReturn } from './use-focus-return';
import { WhyDisabled } from './why-disabled';

export interface FormDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** A validation message, shown above the buttons. */
  error?: string | null;
  onSubmit: () => void;
  /** The buttons at the bottom (the submit button has type="submit"). */
  footer: ReactNode;
  /**
   * Why the member may not save it (the server's refusal): the record is shown with every field
   * and button disabled, the reason above them and as the buttons' tooltip.
   */
  readOnly?: string | null;
  children: ReactNode;
}

/**
 * The right-hand drawer every create / edit form of the catalog screens opens in. Closed (Escape,
 * its cross, or a save), it gives focus back to what opened it.
 */
export function FormDrawer({
  opened,
  onClose,
  title,
  error,
  onSubmit,
  footer,
  readOnly,
  children,
}: FormDrawerProps) {
  useFocusReturn(opened);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!readOnly) onSubmit();
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size="md"
      returnFocus={false}
    >
      <form onSubmit={submit} noValidate>
        {readOnly ? (
          <Alert color="gray" variant="light" mb="sm">
            {readOnly}
          </Alert>
        ) : null}
        {/* A disabled fieldset disables every field and button inside it, those to come too. */}
        <Fieldset variant="unstyled" disabled={Boolean(readOnly)} p={0} m={0}>
          <Stack gap="sm">
            {children}
            {error ? (
              <Alert role="alert" color="red" variant="light">
                {error}
              </Alert>
            ) : null}
            <Group justify="flex-end" mt="sm">
              <WhyDisabled reason={readOnly}>
                <Group gap="sm">{footer}</Group>
              </WhyDisabled>
            </Group>
          </Stack>
        </Fieldset>
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
