import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  /** The request is under way: the dialog stays open and its buttons wait. */
  busy: boolean;
  submitLabel: string;
  submitColor?: string;
  /** A message about the whole form (not one field), from the form's own checks. */
  formError?: string;
  /** The server's refusal, shown under the title `failureTitle`; the dialog stays open. */
  failure: string | null;
  failureTitle: string;
  children: ReactNode;
}

/**
 * The modal every one-step order action opens in (ship, return, refuse, receive): its fields, a
 * form-wide message, the server's refusal, and Close / submit at the bottom right.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  submitColor,
  formError,
  failure,
  failureTitle,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} closeOnClickOutside={!busy}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          {formError ? (
            <Text size="sm" c="red" role="alert">
              {formError}
            </Text>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert" title={failureTitle}>
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('actions.close')}
            </Button>
            <Button type="submit" color={submitColor} loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
