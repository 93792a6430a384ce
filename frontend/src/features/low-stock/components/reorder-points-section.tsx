import { Badge, Button, NumberInput, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocations } from '../../../api/locations';
import { SectionCard } from '../../../components/section-card';
import { WhyDisabled } from '../../../components/why-disabled';
import { serverMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReadOnly, useRefusal } from '../../../lib/session';
import {
  type ReorderPointInput,
  useReorderPoints,
  useSetReorderPoints,
} from '../api/low-stock-api';

type Figures = Record<string, { minimum: number | ''; reorder: number | '' }>;

const figure = (value: number | '') => (value === '' ? null : value);

/** A whole number of units, or empty (none), in a table cell. */
function FigureCell(props: {
  label: string;
  placeholder: string;
  value: number | '';
  onChange: (value: string | number) => void;
  disabled: boolean;
}) {
  return (
    <Table.Td>
      <NumberInput
        aria-label={props.label}
        size="xs"
        min={0}
        allowDecimal={false}
        allowNegative={false}
        placeholder={props.placeholder}
        value={props.value}
        onChange={props.onChange}
        disabled={props.disabled}
      />
    </Table.Td>
  );
}

/**
 * Product detail's Reorder points block: per location a minimum and a reorder quantity. An
 * empty minimum means none. Auditors read the figures; members the permission table refuses
 * setting them see the fields disabled and why.
 */
export function ReorderPointsSection({
  providerId,
  productId,
}: {
  providerId: string;
  productId: string;
}) {
  const { data: locations } = useLocations(providerId);
  const { data: points } = useReorderPoints(providerId, productId);
  const save = useSetReorderPoints(providerId);
  const refusal = useRefusal(providerId, 'PUT /api/provider/{provider_id}/reorder-points');
  const readOnly = useReadOnly(providerId);
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
      notifySuccess('Reorder points saved.');
    } catch (error) {
      notifyError(
        serverMessage((error as { body?: unknown }).body) ??
          'There was an error saving the reorder points, please try again.',
      );
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
      title="Reorder points"
      actions={
        readOnly ? null : (
          <WhyDisabled reason={refusal}>
            <Button
              size="xs"
              onClick={submit}
              disabled={Boolean(refusal) || changed.length === 0}
              loading={save.isPending}
            >
              Save reorder points
            </Button>
          </WhyDisabled>
        )
      }
    >
      <Table aria-label="Reorder points">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Location</Table.Th>
            <Table.Th>Minimum</Table.Th>
            <Table.Th>Reorder quantity</Table.Th>
            <Table.Th>Status</Table.Th>
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
                    <FigureCell
                      label={`Minimum at ${l.name}`}
                      placeholder="None"
                      value={now.minimum}
                      onChange={(value) => set(l.id, 'minimum', value)}
                      disabled={Boolean(refusal)}
                    />
                    <FigureCell
                      label={`Reorder quantity at ${l.name}`}
                      placeholder="—"
                      value={now.reorder}
                      onChange={(value) => set(l.id, 'reorder', value)}
                      disabled={Boolean(refusal) || now.minimum === ''}
                    />
                  </>
                )}
                <Table.Td>
                  {point?.low ? (
                    <Badge color="red" variant="light">
                      {`Low: order ${point.suggested_quantity}`}
                    </Badge>
                  ) : point ? (
                    <Text size="sm" c="dimmed">
                      {`${point.current_stock} available`}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}
