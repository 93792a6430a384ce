import {
  Badge,
  Box,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocations } from '../../../api/locations';
import { PHONE_QUERY } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { WhyDisabled } from '../../../components/why-disabled';
import { serverMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReadOnly, useRefusal } from '../../../lib/session';
import {
  type ReorderPointInput,
  type ReorderPointView,
  useReorderPoints,
  useSetReorderPoints,
} from '../api/low-stock-api';
import { LOW_STOCK } from '../messages';

type Figures = Record<string, { minimum: number | ''; reorder: number | '' }>;

const figure = (value: number | '') => (value === '' ? null : value);

/** A whole number of units, or empty (none); with its label over it on a phone. */
function FigureInput(props: {
  label: string;
  /** The label shown over it (on a phone, where there is no column header). */
  shownLabel?: string;
  placeholder: string;
  value: number | '';
  onChange: (value: string | number) => void;
  disabled: boolean;
}) {
  return (
    <NumberInput
      aria-label={props.label}
      label={props.shownLabel}
      size="xs"
      min={0}
      allowDecimal={false}
      allowNegative={false}
      placeholder={props.placeholder}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
    />
  );
}

/** A label over its figure, as a phone shows what a table's columns would. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** A line between stacked locations. */
const ROW_RULE = { borderBottom: '1px solid var(--mantine-color-default-border)' } as const;

/**
 * Product detail's Reorder points block: per location a minimum and a reorder quantity. An
 * empty minimum means none. Auditors read the figures; members the permission table refuses
 * setting them see the fields disabled and why. A table where it fits; on a phone each location
 * is a row of its own, its two fields side by side under its name and status.
 */
export function ReorderPointsSection({
  providerId,
  productId,
}: {
  providerId: string;
  productId: string;
}) {
  const { t } = useTranslation(LOW_STOCK);
  const { data: locations } = useLocations(providerId);
  const { data: points } = useReorderPoints(providerId, productId);
  const save = useSetReorderPoints(providerId);
  const refusal = useRefusal(providerId, 'PUT /api/provider/{provider_id}/reorder-points');
  const readOnly = useReadOnly(providerId);
  // Read as it first renders, so a phone's first frame has its rows (as the lists do).
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  // Only what the member typed and has not saved: a read of the saved figures that lands
  // meanwhile (the first one, or a live refresh) shows beside them and never wipes them.
  const [edits, setEdits] = useState<Figures>({});

  const shown = (locations ?? []).filter(
    (l) => l.active || points?.some((p) => p.location_id === l.id),
  );
  const byLocation = new Map((points ?? []).map((p) => [p.location_id, p]));
  const figuresAt = (locationId: string): Figures[string] => {
    const saved = byLocation.get(locationId);
    return (
      edits[locationId] ?? {
        minimum: saved?.minimum ?? '',
        reorder: saved?.reorder_quantity ?? '',
      }
    );
  };
  const changed = shown.filter((l) => {
    const saved = byLocation.get(l.id);
    const now = figuresAt(l.id);
    return (
      figure(now.minimum) !== (saved ? saved.minimum : null) ||
      figure(now.reorder) !== (saved ? saved.reorder_quantity : null)
    );
  });

  async function submit() {
    const body: ReorderPointInput[] = changed.map((l) => {
      const now = figuresAt(l.id);
      const minimum = figure(now.minimum);
      return {
        product_id: productId,
        location_id: l.id,
        minimum,
        reorder_quantity: minimum === null ? null : figure(now.reorder),
      };
    });
    try {
      // Answers once the saved figures are read again: they replace what was typed.
      await save.mutateAsync(body);
      setEdits({});
      notifySuccess(t('reorderPoints.saved'));
    } catch (error) {
      notifyError(serverMessage((error as { body?: unknown }).body) ?? t('reorderPoints.failed'));
    }
  }

  const set = (locationId: string, key: 'minimum' | 'reorder', value: string | number) =>
    setEdits((all) => ({
      ...all,
      [locationId]: {
        ...figuresAt(locationId),
        ...all[locationId],
        [key]: typeof value === 'number' ? value : '',
      },
    }));

  return (
    <SectionCard
      title={t('reorderPoints.title')}
      actions={
        readOnly ? null : (
          <WhyDisabled reason={refusal}>
            <Button
              size="xs"
              onClick={submit}
              disabled={Boolean(refusal) || changed.length === 0}
              loading={save.isPending}
            >
              {t('reorderPoints.save')}
            </Button>
          </WhyDisabled>
        )
      }
    >
      {phone ? (
        <Stack
          gap={0}
          component="ul"
          m={0}
          p={0}
          aria-label={t('reorderPoints.title')}
          style={LIST}
        >
          {shown.map((l) => {
            const point = byLocation.get(l.id);
            const now = figuresAt(l.id);
            return (
              <Box component="li" key={l.id} py="xs" style={ROW_RULE}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={600} size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                    {l.name}
                  </Text>
                  <Status point={point} />
                </Group>
                {readOnly ? (
                  <SimpleGrid component="dl" cols={2} spacing="xs" mt={4} mb={0}>
                    <Figure label={t('reorderPoints.columns.minimum')}>
                      {point?.minimum ?? '—'}
                    </Figure>
                    <Figure label={t('reorderPoints.columns.reorder')}>
                      {point?.reorder_quantity ?? '—'}
                    </Figure>
                  </SimpleGrid>
                ) : (
                  <SimpleGrid cols={2} spacing="xs" mt={4}>
                    <FigureInput
                      label={t('reorderPoints.minimumAt', { location: l.name })}
                      shownLabel={t('reorderPoints.columns.minimum')}
                      placeholder={t('reorderPoints.none')}
                      value={now.minimum}
                      onChange={(value) => set(l.id, 'minimum', value)}
                      disabled={Boolean(refusal)}
                    />
                    <FigureInput
                      label={t('reorderPoints.reorderAt', { location: l.name })}
                      shownLabel={t('reorderPoints.columns.reorder')}
                      placeholder="—"
                      value={now.reorder}
                      onChange={(value) => set(l.id, 'reorder', value)}
                      disabled={Boolean(refusal) || now.minimum === ''}
                    />
                  </SimpleGrid>
                )}
              </Box>
            );
          })}
        </Stack>
      ) : (
        <Table aria-label={t('reorderPoints.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reorderPoints.columns.location')}</Table.Th>
              <Table.Th>{t('reorderPoints.columns.minimum')}</Table.Th>
              <Table.Th>{t('reorderPoints.columns.reorder')}</Table.Th>
              <Table.Th>{t('reorderPoints.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((l) => {
              const point = byLocation.get(l.id);
              const now = figuresAt(l.id);
              return (
                <Table.Tr key={l.id}>
                  <Table.Td>{l.name}</Table.Td>
                  {readOnly ? (
                    <>
                      <Table.Td>{point?.minimum ?? '—'}</Table.Td>
                      <Table.Td>{point?.reorder_quantity ?? '—'}</Table.Td>
                    </>
                  ) : (
                    <>
                      <Table.Td>
                        <FigureInput
                          label={t('reorderPoints.minimumAt', { location: l.name })}
                          placeholder={t('reorderPoints.none')}
                          value={now.minimum}
                          onChange={(value) => set(l.id, 'minimum', value)}
                          disabled={Boolean(refusal)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <FigureInput
                          label={t('reorderPoints.reorderAt', { location: l.name })}
                          placeholder="—"
                          value={now.reorder}
                          onChange={(value) => set(l.id, 'reorder', value)}
                          disabled={Boolean(refusal) || now.minimum === ''}
                        />
                      </Table.Td>
                    </>
                  )}
                  <Table.Td>
                    <Status point={point} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}

const LIST = { listStyle: 'none' } as const;
const WHOLE_BADGE = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

/** Low with the quantity to order, else what is available; nothing without a reorder point. */
function Status({ point }: { point: ReorderPointView | undefined }) {
  const { t } = useTranslation(LOW_STOCK);
  if (point?.low)
    return (
      // Whole, never cut to "LOW: O…" by a narrow column: the quantity is what it says.
      <Badge color="red" variant="light" style={{ flex: 'none' }} styles={WHOLE_BADGE}>
        {t('reorderPoints.low', { quantity: String(point.suggested_quantity) })}
      </Badge>
    );
  if (point)
    return (
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('reorderPoints.available', { available: String(point.current_stock) })}
      </Text>
    );
  return null;
}
