import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../api/orders';
import { SectionCard } from '../../../components/section-card';
import { WhyDisabled } from '../../../components/why-disabled';
import type { OrderUpdate } from '../api/orders-api';
import { ORDERS } from '../messages';

export interface OrderNotesProps {
  order: Order;
  /** False on the print sheet: the notes are shown, not edited. */
  editable: boolean;
  /** Why the member may not edit them (an auditor): the pencil is disabled, saying why. */
  refusal?: string | null;
  /** Sends the update; resolves whether it was saved. */
  onSave: (update: OrderUpdate) => Promise<boolean>;
  saving: boolean;
}

/**
 * docs/product.md §4, Notes (provider only): a pencil opens edit mode with Save and Cancel. Saving
 * the same text (trimmed) just leaves edit mode; empty text is sent as null.
 */
export function OrderNotes({ order, editable, refusal, onSave, saving }: OrderNotesProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const current = order.notes ?? '';
  const { t } = useTranslation(ORDERS);

  async function save() {
    if (draft === null) return;
    const next = draft.trim();
    if (next === current.trim()) {
      setDraft(null);
      return;
    }
    if (await onSave({ notes: next === '' ? null : next })) setDraft(null);
  }

  const pencil =
    editable && draft === null ? (
      <WhyDisabled reason={refusal}>
        <ActionIcon
          variant="default"
          aria-label={t('notes.edit')}
          onClick={() => setDraft(current)}
          disabled={Boolean(refusal)}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </WhyDisabled>
    ) : null;

  return (
    <SectionCard title={t('notes.title')} actions={pencil}>
      {draft === null ? (
        <Text c={current ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {current || t('notes.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Textarea
            aria-label={t('notes.title')}
            autosize
            minRows={3}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            disabled={saving}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDraft(null)} disabled={saving}>
              {t('notes.cancel')}
            </Button>
            <Button onClick={save} loading={saving}>
              {t('notes.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
