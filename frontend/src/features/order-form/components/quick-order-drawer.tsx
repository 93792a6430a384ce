import { Alert, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconBolt, IconFileUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '../../../lib/api-client';
import type { Formats } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useQuickOrderCheck } from '../api/quick-order-api';
import type { OfferedProduct, Quantities } from '../cart';
import { ORDER_FORM } from '../messages';
import {
  addsToCart,
  addToQuantities,
  cartAdditions,
  linesToCheck,
  MAX_CSV_BYTES,
  MAX_QUICK_ORDER_LINES,
  type PastedLine,
  readCsvFile,
  readPastedLines,
  type VerdictRow,
  verdictRows,
} from '../quick-order';
import { QuickOrderVerdicts } from './quick-order-verdicts';
import { Sheet, SheetActions } from './sheet';

export interface QuickOrderProps {
  /** The portal's key, as its paths carry it. */
  clientKey: string;
  providerId: string;
  /** What the New order page offers: the cart is held to what each has available. */
  products: readonly OfferedProduct[];
  quantities: Quantities;
  onQuantitiesChange: (change: (current: Quantities) => Quantities) => void;
  phone: boolean;
  formats: Formats;
}

/** The checked lines, and the file they came from (null: pasted). */
interface Checked {
  rows: VerdictRow[];
  file: string | null;
}

/**
 * Quick order (issue 37): a button near New order's search that opens a drawer (a sheet from the
 * bottom on a phone, as the cart is) where the buyer pastes "SKU quantity" lines or uploads a CSV
 * file, checks them (a verdict per line, none left out), and adds those that can be ordered to
 * the cart, which it then says.
 */
export function QuickOrderButton(props: QuickOrderProps) {
  const { t } = useTranslation(ORDER_FORM);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="md"
        leftSection={<IconBolt size={18} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        {t('quickOrder.open')}
      </Button>
      <QuickOrderDrawer {...props} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function QuickOrderDrawer({
  clientKey,
  providerId,
  products,
  quantities,
  onQuantitiesChange,
  phone,
  formats: fmt,
  opened,
  onClose,
}: QuickOrderProps & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(ORDER_FORM);
  const checking = useQuickOrderCheck(clientKey);
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** Which button's lines are being checked. */
  const [busy, setBusy] = useState<'paste' | 'file' | null>(null);
  // Cleared after each file, so the same file can be chosen again once it is fixed.
  const resetFile = useRef<() => void>(null);

  async function check(lines: PastedLine[], file: string | null) {
    setProblem(null);
    const asked = linesToCheck(lines);
    if (lines.length === 0) {
      setProblem(t('quickOrder.errors.empty'));
      return;
    }
    if (asked.length > MAX_QUICK_ORDER_LINES) {
      setProblem(
        t('quickOrder.errors.tooMany', {
          max: fmt.number(MAX_QUICK_ORDER_LINES),
          shown: fmt.number(asked.length),
        }),
      );
      return;
    }
    setBusy(file === null ? 'paste' : 'file');
    try {
      // Lines none of which could be read need no answer to be listed.
      const answer =
        asked.length > 0 ? await checking.mutateAsync({ providerId, lines: asked }) : { lines: [] };
      setChecked({ rows: verdictRows(lines, answer.lines), file });
    } catch (error) {
      // The server's 400 names the line and field; anything else is said in general.
      const said = error instanceof ApiError ? serverMessage(error.body) : undefined;
      setProblem(said ?? t('quickOrder.errors.failed'));
    } finally {
      setBusy(null);
    }
  }

  async function upload(file: File | null) {
    resetFile.current?.();
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_CSV_BYTES) {
      setProblem(t('quickOrder.errors.tooBig'));
      return;
    }
    let content: string;
    try {
      content = await file.text();
    } catch {
      setProblem(t('quickOrder.errors.unreadableFile'));
      return;
    }
    const read = readCsvFile(content);
    if ('error' in read) {
      setProblem(
        t(
          read.error === 'noSkuColumn'
            ? 'quickOrder.errors.noSkuColumn'
            : 'quickOrder.errors.emptyFile',
        ),
      );
      return;
    }
    await check(read.lines, file.name);
  }

  /** Closing keeps what was pasted (a slip of the thumb loses nothing); a new check is asked. */
  function close() {
    onClose();
    setChecked(null);
    setProblem(null);
  }

  function addToCart() {
    if (!checked) return;
    const additions = cartAdditions(checked.rows);
    const result = addToQuantities(quantities, additions, products);
    onQuantitiesChange(() => result.quantities);
    const notAdded = checked.rows.filter(
      (row) => !addsToCart(row) && row.verdict !== 'merged',
    ).length;
    const said = [
      t('quickOrder.toasts.added', { count: additions.length }),
      notAdded > 0 ? t('quickOrder.toasts.notAdded', { count: notAdded }) : null,
      ...result.capped.map(({ name, from, to }) => t('notices.capped', { count: to, name, from })),
      result.soldOut.length > 0
        ? t('notices.soldOut', { count: result.soldOut.length, names: result.soldOut.join(', ') })
        : null,
    ];
    notifySuccess(said.filter(Boolean).join(' '));
    setText('');
    close();
  }

  const toAdd = checked ? checked.rows.filter(addsToCart).length : 0;
  const notAddable = checked
    ? checked.rows.filter((row) => !addsToCart(row) && row.verdict !== 'merged').length
    : 0;
  const checkedWords = checked ? t('quickOrder.checked', { count: checked.rows.length }) : '';

  return (
    <Sheet
      opened={opened}
      onClose={close}
      title={t('quickOrder.title')}
      phone={phone}
      size={{ phone: '90%', wide: 'lg' }}
    >
      <Stack gap="md">
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        {checked ? (
          <>
            <Stack gap={2}>
              <Text fw={600}>
                {checked.file
                  ? t('quickOrder.fromFile', { checked: checkedWords, file: checked.file })
                  : checkedWords}
              </Text>
              {notAddable > 0 ? (
                <Text size="sm" c="dimmed">
                  {t('quickOrder.notAddable', { count: notAddable })}
                </Text>
              ) : null}
            </Stack>
            <QuickOrderVerdicts rows={checked.rows} phone={phone} fmt={fmt} />
          </>
        ) : (
          <>
            <Text size="sm">{t('quickOrder.intro')}</Text>
            <Textarea
              label={t('quickOrder.paste')}
              placeholder={t('quickOrder.placeholder')}
              // 16 px text: a phone does not zoom in when the box is touched.
              size="md"
              autosize
              minRows={6}
              maxRows={phone ? 10 : 16}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
            />
            <Text size="xs" c="dimmed">
              {t('quickOrder.uploadHint')}
            </Text>
          </>
        )}
        {/* The buttons stay at the bottom of the sheet, in reach of a thumb, as the list scrolls. */}
        <SheetActions>
          {checked ? (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" size="md" onClick={() => setChecked(null)}>
                {t('quickOrder.change')}
              </Button>
              <Button size="md" disabled={toAdd === 0} onClick={addToCart}>
                {toAdd === 0 ? t('quickOrder.noneToAdd') : t('quickOrder.add', { count: toAdd })}
              </Button>
            </Group>
          ) : (
            <Group justify="flex-end" gap="sm">
              <FileButton
                onChange={(file) => void upload(file)}
                accept=".csv,text/csv"
                resetRef={resetFile}
                disabled={busy !== null}
              >
                {(button) => (
                  <Button
                    {...button}
                    variant="default"
                    size="md"
                    leftSection={<IconFileUpload size={18} aria-hidden="true" />}
                    loading={busy === 'file'}
                  >
                    {t('quickOrder.upload')}
                  </Button>
                )}
              </FileButton>
              <Button
                size="md"
                loading={busy === 'paste'}
                disabled={busy === 'file'}
                onClick={() => void check(readPastedLines(text), null)}
              >
                {t('quickOrder.check')}
              </Button>
            </Group>
          )}
        </SheetActions>
      </Stack>
    </Sheet>
  );
}
