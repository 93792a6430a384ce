import {
  Badge,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import { isNotFound, NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { ApiError, failureText } from '../../../lib/api-client';
import { rowsForCode } from '../../../lib/code-lookup';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { refusalOf, useSession } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import {
  type CountDetailView,
  type CountLineView,
  useCloseCount,
  useCount,
  useEnterCounts,
} from '../api/counts-api';
import { COUNTS } from '../messages';
import { CountStatusBadge } from './counts-page';

/** Lines drawn at once: a phone scrolls 100 lines, not 5,000; the search finds the rest. */
const SHOWN = 100;

/** The changes an approval's confirm lists one by one; the rest are counted. */
const SHOWN_CHANGES = 10;

type Show = 'all' | 'todo' | 'variances';

const inputId = (productId: string) => `counted-${productId}`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The line a scanned or typed code names; the first of several names holding it (the search shows them all). */
function findLine(lines: readonly CountLineView[], text: string): CountLineView | undefined {
  return rowsForCode(lines, text, {
    barcode: (line) => line.barcode,
    sku: (line) => line.sku,
    name: (line) => line.product_name,
  })[0];
}

function matches(line: CountLineView, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return true;
  return [line.product_name, line.sku ?? '', line.barcode ?? ''].some((value) =>
    value.toLowerCase().includes(wanted),
  );
}

/** /provider/:providerId/count/:countId: enter counted quantities, see variances, approve. */
export function CountPage() {
  const { providerId, countId } = useParams() as { providerId: string; countId: string };
  const { t } = useTranslation(COUNTS);
  const { data: count, isPending, error } = useCount(providerId, countId);
  if (isNotFound(error))
    return (
      <NotFound
        what={t('count.notFound')}
        back={{ to: `/provider/${providerId}/counts`, label: t('count.back') }}
      />
    );
  if (isPending || !count) return <PageLoader />;
  return <CountScreen providerId={providerId} count={count} />;
}

function CountScreen({ providerId, count }: { providerId: string; count: CountDetailView }) {
  const enter = useEnterCounts(providerId, count.id);
  const close = useCloseCount(providerId, count.id);
  const { t } = useTranslation(COUNTS);
  const fmt = useFormats(providerId);
  const session = useSession();
  const refusalTo = (step: 'entries' | 'approve' | 'cancel') =>
    refusalOf(session, providerId, `POST /api/provider/{provider_id}/counts/{count_id}/${step}`);
  const [search, setSearch] = useState('');
  const [show, setShow] = useState<Show>('all');
  const [limit, setLimit] = useState(SHOWN);
  const [drafts, setDrafts] = useState<Record<string, number | string>>({});
  const editable = count.status === 'OPEN' && !refusalTo('entries');

  const shown = useMemo(
    () =>
      count.lines.filter(
        (line) =>
          matches(line, search) &&
          (show === 'all' ||
            (show === 'todo' && line.counted === null) ||
            (show === 'variances' && line.variance !== null && line.variance !== 0)),
      ),
    [count.lines, search, show],
  );
  const differing = count.lines.filter((l) => l.variance !== null && l.variance !== 0);

  /** Enter in the search field (a scanner sends it after the code): jump to that line. */
  function jump() {
    const line = findLine(count.lines, search);
    if (!line) {
      notifyError(t('count.errors.noMatch', { search: search.trim() }));
      return;
    }
    setShow('all');
    // Show that line alone when the text names it by code, so its box is there to focus.
    if (!matches(line, search)) setSearch('');
    requestAnimationFrame(() => {
      const input = document.getElementById(inputId(line.product_id)) as HTMLInputElement | null;
      input?.scrollIntoView({ block: 'center' });
      input?.focus();
      input?.select();
    });
  }

  async function save(line: CountLineView) {
    const draft = drafts[line.product_id];
    if (draft === undefined) return;
    const counted = draft === '' ? null : Number(draft);
    if (counted === line.counted) return;
    try {
      await enter.mutateAsync([{ product_id: line.product_id, counted }]);
      setDrafts(({ [line.product_id]: _, ...rest }) => rest);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t('count.errors.notSaved'));
    }
  }

  async function approve() {
    const counted = count.lines_counted;
    const left = count.lines_total - counted;
    const ok = await confirmAction(
      left > 0
        ? t('count.confirmApprove.titleWithLeft', {
            differing: String(differing.length),
            counted: String(counted),
            left: String(left),
          })
        : t('count.confirmApprove.title', {
            differing: String(differing.length),
            counted: String(counted),
          }),
      {
        confirmLabel: t('count.confirmApprove.confirm'),
        danger: false,
        // What the adjustment will do at the count's location, line by line.
        detail: (
          <ConfirmFacts
            facts={[
              ...differing.slice(0, SHOWN_CHANGES).map((line) =>
                t('count.confirmApprove.change', {
                  product: line.product_name,
                  expected: String(line.expected ?? 0),
                  counted: String(line.counted ?? 0),
                  variance: signed(line.variance ?? 0),
                  location: count.location.name,
                }),
              ),
              differing.length > SHOWN_CHANGES
                ? t('count.confirmApprove.more', {
                    left: String(differing.length - SHOWN_CHANGES),
                  })
                : null,
            ]}
          />
        ),
      },
    );
    if (!ok) return;
    try {
      await close.mutateAsync('approve');
      notifySuccess(t('count.toasts.approved'));
    } catch (error) {
      notifyError(failureText(error));
    }
  }

  async function cancel() {
    const sure = await confirmAction(t('count.confirmCancel.title'), {
      confirmLabel: t('count.confirmCancel.confirm'),
      detail: (
        <ConfirmFacts
          facts={[
            t('count.confirmCancel.fact', {
              count: count.lines_counted,
              location: count.location.name,
            }),
          ]}
        />
      ),
    });
    if (!sure) return;
    try {
      await close.mutateAsync('cancel');
      notifySuccess(t('count.toasts.cancelled'));
    } catch (error) {
      notifyError(failureText(error));
    }
  }

  return (
    <Container component="section" size="md" px="xs">
      <BackButton home={`/provider/${providerId}/counts`} />
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap="xs">
          <Title order={1} size="h3">
            {t('count.title', { location: count.location.name })}
          </Title>
          <CountStatusBadge status={count.status} />
        </Group>
        {count.status === 'OPEN' ? (
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={Boolean(refusalTo('cancel'))}
              onClick={cancel}
            >
              {t('count.actions.cancel')}
            </Button>
            <Button
              size="xs"
              disabled={Boolean(refusalTo('approve')) || count.lines_counted === 0}
              loading={close.isPending}
              onClick={approve}
            >
              {t('count.actions.approve')}
            </Button>
          </Group>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {[
          t('count.summary', {
            started: fmt.dateTime(count.started_at),
            counted: String(count.lines_counted),
            total: String(count.lines_total),
            differing: String(differing.length),
          }),
          count.filter ? t('count.summaryFilter', { filter: count.filter }) : null,
          count.notes,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <TextInput
        label={t('count.find')}
        placeholder={t('count.findPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setLimit(SHOWN);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') jump();
        }}
        mb="xs"
      />
      <SegmentedControl
        fullWidth
        size="xs"
        mb="sm"
        value={show}
        onChange={(value) => setShow(value as Show)}
        data={[
          { value: 'all', label: t('count.show.all') },
          { value: 'todo', label: t('count.show.todo') },
          { value: 'variances', label: t('count.show.variances') },
        ]}
      />
      <Stack gap={6} aria-label={t('count.lines')}>
        {shown.slice(0, limit).map((line) => (
          <Paper key={line.product_id} withBorder p="xs" data-testid="count-line">
            <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {line.product_name}
                </Text>
                {line.sku || line.barcode ? (
                  <Text size="xs" c="dimmed" truncate>
                    {[line.sku, line.barcode].filter(Boolean).join(' · ')}
                  </Text>
                ) : null}
                <Text size="xs">
                  {line.moved !== 0
                    ? t('count.line.expectedMoved', {
                        expected: String(line.expected ?? '–'),
                        start: String(line.on_hand_at_start),
                        moved: signed(line.moved),
                      })
                    : t('count.line.expected', { expected: String(line.expected ?? '–') })}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <NumberInput
                  id={inputId(line.product_id)}
                  aria-label={t('count.line.counted', { product: line.product_name })}
                  w={92}
                  size="sm"
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  inputMode="numeric"
                  disabled={!editable}
                  value={drafts[line.product_id] ?? line.counted ?? ''}
                  onChange={(value) => setDrafts((all) => ({ ...all, [line.product_id]: value }))}
                  onBlur={() => save(line)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') save(line);
                  }}
                />
                {line.variance !== null ? (
                  <Badge
                    size="sm"
                    variant="light"
                    color={line.variance === 0 ? 'green' : line.variance < 0 ? 'red' : 'blue'}
                  >
                    {line.variance === 0
                      ? t('count.line.matches')
                      : t('count.line.variance', { variance: signed(line.variance) })}
                  </Badge>
                ) : null}
              </Stack>
            </Group>
          </Paper>
        ))}
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('count.noLines')}
          </Text>
        ) : null}
        {shown.length > limit ? (
          <Button variant="subtle" onClick={() => setLimit((n) => n + SHOWN)}>
            {t('count.showMore', { left: String(shown.length - limit) })}
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}
