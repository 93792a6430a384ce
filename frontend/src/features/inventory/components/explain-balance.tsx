import { Badge, Loader, Popover, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { reasonLabel } from '../../../api/inventory';
import { TableScroll } from '../../../components/table-scroll';
import { useRouteFormats } from '../../../lib/use-formats';
import { type ExplainedBalance, type FigureMoment, useExplainBalance } from '../api/explain-api';

const EVENT_LABELS: Record<string, string> = {
  placed: 'Placed',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
};
const TYPE_LABELS: Record<string, string> = {
  ORDER: 'Order',
  ADJUST: 'Adjustment',
  IN: 'In',
  OUT: 'Out',
};

export interface ExplainBalanceProps {
  providerId: string;
  productId: string;
  locationId: string;
  /** "Apple at Main": what the list explains. */
  label: string;
  /** The figure shown, which the running total ends at. */
  children: number;
  /** Which figure: current stock (the grid's cells) or the total (current plus committed). */
  figure?: 'current' | 'total';
  moment?: FigureMoment;
}

/**
 * Explain this balance (issue 18): the figure as a button; a click lists the changes that made
 * it, with who, why and when, and a running total that ends at the figure shown.
 */
export function ExplainBalance({
  providerId,
  productId,
  locationId,
  label,
  children,
  figure = 'current',
  moment = {},
}: ExplainBalanceProps) {
  const [opened, setOpened] = useState(false);
  const explained = useExplainBalance(providerId, { productId, locationId }, moment, opened);
  return (
    <Popover opened={opened} onChange={setOpened} width={640} position="bottom-start" shadow="md">
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((open) => !open)}
          // The name starts with the figure the button shows, as a voice command would say it.
          aria-label={`${children}, explain ${label}`}
          style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3 }}
        >
          {children}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="dialog" aria-label={`How ${label} was reached`}>
          <Text fw={600} size="sm">{`How ${label} was reached`}</Text>
          {explained.isPending ? (
            <Loader size="sm" aria-label="Loading" />
          ) : explained.isError ? (
            <Text size="sm" c="red">
              The changes could not be read, please try again.
            </Text>
          ) : (
            <ExplainTable balance={explained.data} figure={figure} />
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function ExplainTable({
  balance,
  figure,
}: {
  balance: ExplainedBalance;
  figure: 'current' | 'total';
}) {
  const fmt = useRouteFormats();
  const value = (current: number, committed: number) =>
    figure === 'total' ? current + committed : current;
  const change = (current: number, committed: number) =>
    figure === 'total' ? current + committed : current;
  if (balance.changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No stock change makes this figure: nothing was recorded here.
      </Text>
    );
  const forward = balance.brought_forward;
  return (
    <TableScroll minWidth={560} mah={360} label="Changes">
      <Table verticalSpacing={4} fz="sm" aria-label="Changes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>What and why</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Change</Table.Th>
            <Table.Th>{figure === 'total' ? 'Total' : 'Stock'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {forward.changes > 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text
                  size="sm"
                  c="dimmed"
                >{`Brought forward from ${forward.changes} earlier changes`}</Text>
              </Table.Td>
              <Table.Td>{value(forward.current, forward.committed)}</Table.Td>
            </Table.Tr>
          ) : null}
          {balance.changes.map((entry) => {
            const reason = reasonLabel(entry.reason);
            return (
              <Table.Tr key={entry.event_id}>
                <Table.Td>
                  <Text size="sm">{fmt.moment(entry.effective_at)}</Text>
                  {entry.effective_at !== entry.at ? (
                    <Text size="xs" c="dimmed">{`Recorded ${fmt.moment(entry.at)}`}</Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{`${EVENT_LABELS[entry.event_type] ?? entry.event_type} · ${TYPE_LABELS[entry.order_type] ?? entry.order_type}`}</Text>
                  {reason ? (
                    <Badge size="xs" variant="light">
                      {reason}
                    </Badge>
                  ) : null}
                  {entry.note ? (
                    <Text size="xs" c="dimmed">
                      {entry.note}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{entry.actor.name ?? entry.actor.id ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  {fmt.signed(change(entry.delta_current, entry.delta_committed))}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {value(entry.balance_current, entry.balance_committed)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
