import { Badge, Popover, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonLabel } from '../../../api/inventory';
import { Busy } from '../../../components/page-loader';
import { TableScroll } from '../../../components/table-scroll';
import { useRouteFormats } from '../../../lib/use-formats';
import { type ExplainedBalance, type FigureMoment, useExplainBalance } from '../api/explain-api';
import { INVENTORY } from '../messages';

/** The words of an event and an order type, as catalog keys (one unknown here shows as sent). */
const EVENT_KEYS: Record<string, `explain.events.${'placed' | 'fulfilled' | 'cancelled'}`> = {
  placed: 'explain.events.placed',
  fulfilled: 'explain.events.fulfilled',
  cancelled: 'explain.events.cancelled',
};
const TYPE_KEYS: Record<string, `explain.types.${'ORDER' | 'ADJUST' | 'IN' | 'OUT'}`> = {
  ORDER: 'explain.types.ORDER',
  ADJUST: 'explain.types.ADJUST',
  IN: 'explain.types.IN',
  OUT: 'explain.types.OUT',
};

export interface ExplainBalanceProps {
  providerId: string;
  productId: string;
  locationId: string;
  /** "Apple at Main": what the list explains, in the language shown. */
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
  const { t } = useTranslation(INVENTORY);
  const [opened, setOpened] = useState(false);
  const explained = useExplainBalance(providerId, { productId, locationId }, moment, opened);
  return (
    // As wide as its table wants on a desk, never wider than a phone's window (less its margins):
    // the table scrolls inside it there, and the page does not scroll sideways.
    <Popover
      opened={opened}
      onChange={setOpened}
      width="min(640px, calc(100vw - 24px))"
      position="bottom-start"
      shadow="md"
    >
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((open) => !open)}
          // The name starts with the figure the button shows, as a voice command would say it.
          aria-label={t('explain.button', { figure: children, what: label })}
          style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3 }}
        >
          {children}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="dialog" aria-label={t('explain.title', { what: label })}>
          <Text fw={600} size="sm">
            {t('explain.title', { what: label })}
          </Text>
          {explained.isPending ? (
            <Busy size="sm" label={t('explain.loading')} />
          ) : explained.isError ? (
            <Text size="sm" c="red">
              {t('explain.failed')}
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
  const { t } = useTranslation(INVENTORY);
  const fmt = useRouteFormats();
  const value = (current: number, committed: number) =>
    figure === 'total' ? current + committed : current;
  const change = (current: number, committed: number) =>
    figure === 'total' ? current + committed : current;
  if (balance.changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('explain.none')}
      </Text>
    );
  const forward = balance.brought_forward;
  return (
    <TableScroll minWidth={560} mah={360} label={t('explain.tableLabel')}>
      <Table verticalSpacing={4} fz="sm" aria-label={t('explain.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('explain.columns.when')}</Table.Th>
            <Table.Th>{t('explain.columns.what')}</Table.Th>
            <Table.Th>{t('explain.columns.who')}</Table.Th>
            <Table.Th>{t('explain.columns.change')}</Table.Th>
            <Table.Th>
              {figure === 'total' ? t('explain.columns.total') : t('explain.columns.stock')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {forward.changes > 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="sm" c="dimmed">
                  {t('explain.broughtForward', { count: forward.changes })}
                </Text>
              </Table.Td>
              <Table.Td>{value(forward.current, forward.committed)}</Table.Td>
            </Table.Tr>
          ) : null}
          {balance.changes.map((entry) => {
            const reason = reasonLabel(entry.reason);
            const event = EVENT_KEYS[entry.event_type];
            const type = TYPE_KEYS[entry.order_type];
            return (
              <Table.Tr key={entry.event_id}>
                <Table.Td>
                  <Text size="sm">{fmt.moment(entry.effective_at)}</Text>
                  {entry.effective_at !== entry.at ? (
                    <Text size="xs" c="dimmed">
                      {t('explain.recorded', { moment: fmt.moment(entry.at) })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {t('explain.what', {
                      event: event ? t(event) : entry.event_type,
                      type: type ? t(type) : entry.order_type,
                    })}
                  </Text>
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
