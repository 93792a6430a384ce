import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { whenDialogsReady } from './dialogs-ready';

export interface ConfirmOptions {
  confirmLabel?: string;
  danger?: boolean;
  /**
   * What will happen, under the question: the thing named and the consequence (the lines and
   * totals, the stock after). The question itself keeps its own words (the spec's, where it gives
   * them), so it stays one sentence to read first.
   */
  detail?: ReactNode;
  /** A wider dialog for a detail that is a table (e.g. the changes of an adjustment). */
  wide?: boolean;
}

/**
 * Asks a yes/no question in a modal, with what will happen under it; resolves true only when
 * confirmed.
 */
export function confirmAction(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    whenDialogsReady(() =>
      modals.openConfirmModal({
        // Worded when it opens: the dialog is in the language on screen then.
        title: i18n.t('confirm.title'),
        size: options.wide ? 'lg' : undefined,
        children: (
          <Stack gap="sm">
            <Text size="sm">{message}</Text>
            {options.detail ?? null}
          </Stack>
        ),
        labels: {
          confirm: options.confirmLabel ?? i18n.t('actions.confirm'),
          cancel: i18n.t('actions.cancel'),
        },
        confirmProps: { color: options.danger === false ? undefined : 'red' },
        onConfirm: () => answer(true),
        onCancel: () => answer(false),
        onClose: () => answer(false),
      }),
    );
  });
}

/**
 * A confirm's detail as short lines, one fact each ("2 lines, $12.00", "5 units go back to
 * Main Warehouse"); empty lines are left out.
 */
export function ConfirmFacts({ facts }: { facts: readonly (string | null | undefined | false)[] }) {
  const { t } = useTranslation();
  const shown = facts.filter((fact): fact is string => Boolean(fact));
  if (shown.length === 0) return null;
  return (
    <List size="sm" spacing={4} aria-label={t('confirm.whatWillHappen')}>
      {shown.map((fact) => (
        <List.Item key={fact}>{fact}</List.Item>
      ))}
    </List>
  );
}
