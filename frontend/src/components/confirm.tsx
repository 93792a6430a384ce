import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export interface ConfirmOptions {
  confirmLabel?: string;
  danger?: boolean;
}

/** Asks a yes/no question in a modal; resolves true only when confirmed. */
export function confirmAction(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: 'Please confirm',
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: options.confirmLabel ?? 'Confirm', cancel: 'Cancel' },
      confirmProps: { color: options.danger === false ? undefined : 'red' },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}
