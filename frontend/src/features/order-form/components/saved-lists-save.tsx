import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useSavedListChanges, useSavedLists } from '../api/saved-lists-api';
import type { CartLine } from '../cart';
import { ORDER_FORM } from '../messages';

/** As the server holds them (docs/decisions/saved-lists-are-plain-state.md). */
export const MAX_LIST_NAME = 80;
export const MAX_LISTS = 50;

/**
 * What is wrong with a list's name before it is sent, in the language on screen; null: nothing.
 * The server checks the same, case aside, and answers for anything missed here.
 */
export function listNameProblem(
  name: string,
  others: readonly { name: string }[],
  t: TFunction<'order-form'>,
): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return t('savedLists.errors.nameRequired');
  const lower = trimmed.toLowerCase();
  if (others.some((other) => other.name.toLowerCase() === lower))
    return t('savedLists.errors.nameTaken', { name: trimmed });
  return null;
}

/** The server's words for a refusal, else ours. */
export function failureOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? serverMessage(error.body) : undefined) ?? fallback;
}

/**
 * Save as list, at the end of the cart drawer (issue 37): the buyer names the cart's lines and
 * they are kept on the server as a list, for every buyer holding the client's link.
 */
export function SaveCartAsList({
  clientKey,
  providerId,
  lines,
}: {
  clientKey: string;
  providerId: string;
  lines: readonly CartLine[];
}) {
  const { t } = useTranslation(ORDER_FORM);
  const lists = useSavedLists(clientKey, providerId);
  const { create } = useSavedListChanges(clientKey, providerId);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (lines.length === 0) return null;

  async function save() {
    const others = lists.data ?? [];
    const said = listNameProblem(name, others, t);
    if (said) {
      setProblem(said);
      return;
    }
    if (others.length >= MAX_LISTS) {
      setProblem(t('savedLists.errors.tooMany', { max: MAX_LISTS }));
      return;
    }
    try {
      const saved = await create.mutateAsync({
        name: name.trim(),
        lines: lines.map((line) => ({ product_id: line.id, quantity: line.quantity })),
      });
      notifySuccess(t('savedLists.toasts.saved', { name: saved.name }));
      setNaming(false);
      setName('');
      setProblem(null);
    } catch (error) {
      setProblem(failureOf(error, t('savedLists.errors.failed')));
    }
  }

  if (!naming)
    return (
      <Button
        variant="light"
        size="md"
        fullWidth
        leftSection={<IconListCheck size={18} aria-hidden="true" />}
        onClick={() => setNaming(true)}
      >
        {t('savedLists.saveAs')}
      </Button>
    );

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        // The drawer is drawn inside the order form: its submit would place the order.
        event.stopPropagation();
        void save();
      }}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('savedLists.saveAsHint')}
        </Text>
        <TextInput
          label={t('savedLists.name')}
          // 16 px text: a phone does not zoom in when the box is touched.
          size="md"
          maxLength={MAX_LIST_NAME}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
          data-autofocus
          autoFocus
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            size="md"
            onClick={() => {
              setNaming(false);
              setProblem(null);
            }}
          >
            {t('savedLists.cancel')}
          </Button>
          <Button type="submit" size="md" loading={create.isPending}>
            {t('savedLists.saveCart')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
