import { Alert, Button, Drawer, Fieldset, Group, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from './use-focus-return';
import { WhyDisabled } from './why-disabled';

export interface FormDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** A message about the whole form (not one field), shown above the buttons. */
  error?: string | null;
  /**
   * How many submits were refused so far (useFormDrawer counts them): each one moves the focus to
   * the first field in error, else to the message above the buttons, so a refusal is never out
   * of sight at the bottom of a long drawer.
   */
  refusals?: number;
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
  refusals = 0,
  onSubmit,
  footer,
  readOnly,
  children,
}: FormDrawerProps) {
  useFocusReturn(opened);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals === 0) return;
    // After the render that shows the messages: the inputs in error carry aria-invalid then.
    const frame = requestAnimationFrame(() => {
      const form = formRef.current;
      const target =
        form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        form?.querySelector<HTMLElement>('[data-form-error]');
      if (!target) return;
      target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [refusals]);

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
      <form ref={formRef} onSubmit={submit} noValidate>
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
              <Alert role="alert" color="red" variant="light" tabIndex={-1} data-form-error>
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
  const { t } = useTranslation();
  return (
    <Button type="submit" loading={loading} disabled={disabled}>
      {t('actions.save')}
    </Button>
  );
}
