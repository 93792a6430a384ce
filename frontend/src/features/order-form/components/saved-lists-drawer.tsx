import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconList, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { Busy } from '../../../components/page-loader';
import { notifySuccess } from '../../../lib/notify';
import { type SavedList, useSavedListChanges, useSavedLists } from '../api/saved-lists-api';
import type { OfferedProduct, Quantities } from '../cart';
import { ORDER_FORM } from '../messages';
import { addToQuantities } from '../quick-order';
import { QuantityStepper } from './quantity-input';
import { failureOf, listNameProblem, MAX_LIST_NAME } from './saved-lists-save';
import { Sheet, SheetActions } from './sheet';

/** The most units one line of a list holds, as the server has it. */
const MAX_LINE_QUANTITY = 1_000_000;

export interface SavedListsProps {
  /** The portal's key, as its paths carry it. */
  clientKey: string;
  providerId: string;
  /** What the New order page offers: what is added is held to what each has available. */
  products: readonly OfferedProduct[];
  quantities: Quantities;
  onQuantitiesChange: (change: (current: Quantities) => Quantities) => void;
  phone: boolean;
}

/** A list as the buyer edits it: quantities may be emptied (null) while typing. */
interface Draft {
  id: string;
  name: string;
  lines: { product_id: string; name: string; quantity: number | null; orderable: boolean }[];
}

const draftOf = (list: SavedList): Draft => ({
  id: list.id,
  name: list.name,
  lines: list.lines.map((line) => ({ ...line })),
});

const filled = (draft: Draft) => draft.lines.filter((line) => (line.quantity ?? 0) > 0);

function changed(draft: Draft, list: SavedList | undefined): boolean {
  if (!list) return false;
  const lines = filled(draft);
  return (
    draft.name.trim() !== list.name ||
    lines.length !== list.lines.length ||
    lines.some(
      (line, i) =>
        line.product_id !== list.lines[i].product_id || line.quantity !== list.lines[i].quantity,
    )
  );
}

/**
 * Lists (issue 37), beside Quick order above the search: the client's saved lists ("Monday
 * order"), kept on the server. Each opens to its lines, to be changed, renamed, deleted, or
 * added to the cart (a sheet from the bottom on a phone, as the cart is).
 */
export function SavedListsButton(props: SavedListsProps) {
  const { t } = useTranslation(ORDER_FORM);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="md"
        leftSection={<IconList size={18} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        {t('savedLists.open')}
      </Button>
      <SavedListsDrawer {...props} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function SavedListsDrawer({
  clientKey,
  providerId,
  products,
  quantities,
  onQuantitiesChange,
  phone,
  opened,
  onClose,
}: SavedListsProps & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(ORDER_FORM);
  const lists = useSavedLists(clientKey, providerId, opened);
  const { update, remove } = useSavedListChanges(clientKey, providerId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const saved = draft ? lists.data?.find((list) => list.id === draft.id) : undefined;
  const dirty = draft ? changed(draft, saved) : false;

  function close() {
    setDraft(null);
    setProblem(null);
    onClose();
  }

  function open(list: SavedList) {
    setDraft(draftOf(list));
    setProblem(null);
  }

  const setLine = (productId: string, quantity: number | null) =>
    setDraft(
      (current) =>
        current && {
          ...current,
          lines: current.lines.map((line) =>
            line.product_id === productId ? { ...line, quantity } : line,
          ),
        },
    );

  async function save(current: Draft) {
    const others = (lists.data ?? []).filter((list) => list.id !== current.id);
    const said = listNameProblem(current.name, others, t);
    if (said) {
      setProblem(said);
      return;
    }
    try {
      const result = await update.mutateAsync({
        id: current.id,
        name: current.name.trim(),
        lines: filled(current).map((line) => ({
          product_id: line.product_id,
          quantity: line.quantity!,
        })),
      });
      setDraft(draftOf(result));
      setProblem(null);
      notifySuccess(t('savedLists.toasts.updated', { name: result.name }));
    } catch (error) {
      setProblem(failureOf(error, t('savedLists.errors.failed')));
    }
  }

  async function deleteList(current: Draft, name: string) {
    const confirmed = await confirmAction(t('savedLists.confirmDelete', { name }), {
      confirmLabel: t('savedLists.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(current.id);
      notifySuccess(t('savedLists.toasts.deleted', { name }));
      setDraft(null);
      setProblem(null);
    } catch (error) {
      setProblem(failureOf(error, t('savedLists.errors.failed')));
    }
  }

  /**
   * The lines as shown (edits included) go into the cart through addToCart, held to what is
   * available now; a product no longer offered, or out of stock, is named, never dropped
   * without a word.
   */
  function addAll(current: Draft, name: string) {
    const lines = filled(current);
    const offered = lines.filter((line) => line.orderable);
    const notOffered = lines.filter((line) => !line.orderable).map((line) => line.name);
    const result = addToQuantities(
      quantities,
      offered.map((line) => ({ id: line.product_id, name: line.name, quantity: line.quantity! })),
      products,
    );
    onQuantitiesChange(() => result.quantities);
    const added = offered.length - result.soldOut.length;
    const said = [
      t('savedLists.toasts.added', { count: added, name }),
      notOffered.length > 0
        ? t('savedLists.toasts.notOffered', {
            count: notOffered.length,
            names: notOffered.join(', '),
          })
        : null,
      result.soldOut.length > 0
        ? t('savedLists.toasts.soldOut', {
            count: result.soldOut.length,
            names: result.soldOut.join(', '),
          })
        : null,
      ...result.capped.map(({ name: product, from, to }) =>
        t('notices.capped', { count: to, name: product, from }),
      ),
    ];
    notifySuccess(said.filter(Boolean).join(' '));
    close();
  }

  let body: ReactNode;
  if (lists.isPending) {
    body = (
      <Center py="xl">
        <Busy />
      </Center>
    );
  } else if (lists.isError) {
    body = (
      <Alert color="red" role="alert">
        {t('savedLists.loadFailed')}
      </Alert>
    );
  } else if (!draft || !saved) {
    body =
      lists.data.length === 0 ? (
        <Text c="dimmed">{t('savedLists.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          aria-label={t('savedLists.lists')}
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {lists.data.map((list) => (
            <Box
              component="li"
              key={list.id}
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <UnstyledButton onClick={() => open(list)} py="sm" w="100%" style={{ minHeight: 56 }}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} miw={0}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {list.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('savedLists.lineCount', { count: list.lines.length })}
                    </Text>
                  </Stack>
                  <IconChevronRight size={20} aria-hidden="true" />
                </Group>
              </UnstyledButton>
            </Box>
          ))}
        </Stack>
      );
  } else {
    const lines = filled(draft);
    body = (
      <Stack gap="md">
        <Button
          variant="subtle"
          size="md"
          px={0}
          leftSection={<IconChevronLeft size={18} aria-hidden="true" />}
          onClick={() => {
            setDraft(null);
            setProblem(null);
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('savedLists.back')}
        </Button>
        <TextInput
          label={t('savedLists.name')}
          size="md"
          maxLength={MAX_LIST_NAME}
          value={draft.name}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setDraft((current) => current && { ...current, name });
            setProblem(null);
          }}
        />
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Stack
          component="ul"
          aria-label={t('savedLists.lines', { name: saved.name })}
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {draft.lines.map((line) => (
            <Box
              component="li"
              key={line.product_id}
              pb="sm"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Stack gap={2} miw={0}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {line.name}
                  </Text>
                  {line.orderable ? null : (
                    <Badge color="gray" variant="light" style={{ alignSelf: 'flex-start' }}>
                      {t('savedLists.notOffered')}
                    </Badge>
                  )}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={44}
                  aria-label={t('savedLists.remove', { name: line.name })}
                  onClick={() =>
                    setDraft(
                      (current) =>
                        current && {
                          ...current,
                          lines: current.lines.filter(
                            (each) => each.product_id !== line.product_id,
                          ),
                        },
                    )
                  }
                >
                  <IconTrash size={20} />
                </ActionIcon>
              </Group>
              <Box mt="xs">
                <QuantityStepper
                  productName={line.name}
                  value={line.quantity}
                  max={MAX_LINE_QUANTITY}
                  onChange={(quantity) => setLine(line.product_id, quantity)}
                />
              </Box>
            </Box>
          ))}
        </Stack>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('savedLists.needsLine')}
          </Text>
        ) : dirty ? (
          <Text size="sm" c="dimmed">
            {t('savedLists.unsaved')}
          </Text>
        ) : null}
        <Button
          variant="subtle"
          color="red"
          size="md"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          loading={remove.isPending}
          onClick={() => void deleteList(draft, saved.name)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('savedLists.delete')}
        </Button>
        {/* The buttons stay at the bottom of the sheet, in reach of a thumb, as the lines scroll. */}
        <SheetActions>
          <Group justify="flex-end" gap="sm">
            {dirty ? (
              <Button
                variant="default"
                size="md"
                loading={update.isPending}
                disabled={lines.length === 0}
                onClick={() => void save(draft)}
              >
                {t('savedLists.save')}
              </Button>
            ) : null}
            <Button
              size="md"
              disabled={lines.every((line) => !line.orderable)}
              onClick={() => addAll(draft, draft.name.trim() || saved.name)}
            >
              {t('savedLists.addToCart')}
            </Button>
          </Group>
        </SheetActions>
      </Stack>
    );
  }

  return (
    <Sheet
      opened={opened}
      onClose={close}
      title={draft && saved ? saved.name : t('savedLists.title')}
      phone={phone}
      size={{ phone: '90%', wide: 'md' }}
    >
      {body}
    </Sheet>
  );
}
