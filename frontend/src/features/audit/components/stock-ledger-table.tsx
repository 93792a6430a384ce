import { Anchor, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { ReasonCell } from '../../../components/reason-cell';
import { useFormats, useRouteFormats } from '../../../lib/use-formats';
import {
  LEDGER_PAGE_SIZE,
  type LedgerEntry,
  type LedgerLotChange,
  type LedgerPage,
} from '../api/stock-history-api';
import { orderPath, orderTypeLabel } from '../format';
import { AUDIT } from '../messages';
import { ActorCell } from './actor-cell';

/** The stock events a ledger row records, each `history.events.<type>` in the catalog. */
const EVENT_TYPES: readonly LedgerEntry['event_type'][] = [
  'placed',
  'fulfilled',
  'cancelled',
  'returned',
];

/** An event's label in the language shown; an unknown one as the server names it. */
function eventLabel(t: TFunction<'audit'>, type: LedgerEntry['event_type']): string {
  return EVENT_TYPES.includes(type) ? t(`history.events.${type}`) : type;
}

export interface StockLedgerTableProps {
  providerId: string;
  ledger: LedgerPage | undefined;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
  locationName: (locationId: string) => string;
}

/**
 * The ledger of a product, newest first: when, where, what (the event and the order or movement
 * type), who, the changes and the figures they left. A row opens its order or movement.
 */
export function StockLedgerTable({
  providerId,
  ledger,
  loading,
  page,
  onPageChange,
  locationName,
}: StockLedgerTableProps) {
  const { t } = useTranslation(AUDIT);
  const navigate = useNavigate();
  const fmt = useFormats(providerId);
  const columns: ListColumn<LedgerEntry>[] = [
    {
      header: t('history.columns.when'),
      // Both times when they differ: a back-dated correction applies before it was recorded.
      render: (entry) =>
        entry.effective_at && entry.effective_at !== entry.at ? (
          <>
            <Text size="sm">
              {t('history.effective', { moment: fmt.moment(entry.effective_at) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('history.recorded', { moment: fmt.moment(entry.at) })}
            </Text>
          </>
        ) : (
          fmt.moment(entry.at)
        ),
    },
    { header: t('history.columns.location'), render: (entry) => locationName(entry.location_id) },
    {
      header: t('history.columns.what'),
      render: (entry) => (
        <Anchor
          component={Link}
          to={orderPath(providerId, entry.order_type, entry.order_id)}
          // The row opens it too: one navigation, not two.
          onClick={(event) => event.stopPropagation()}
          size="sm"
        >
          {t('history.what', {
            event: eventLabel(t, entry.event_type),
            type: orderTypeLabel(entry.order_type),
          })}
        </Anchor>
      ),
    },
    {
      header: t('history.columns.why'),
      render: (entry) => <ReasonCell reason={entry.reason} note={entry.note} />,
    },
    { header: t('history.columns.who'), render: (entry) => <ActorCell actor={entry.actor} /> },
    {
      header: t('history.columns.currentChange'),
      render: (entry) => fmt.signed(entry.delta_current),
    },
    {
      header: t('history.columns.committedChange'),
      render: (entry) => fmt.signed(entry.delta_committed),
    },
    {
      header: t('history.columns.current'),
      render: (entry) => <Text fw={600}>{entry.running_current}</Text>,
    },
    {
      header: t('history.columns.committed'),
      render: (entry) => <Text fw={600}>{entry.running_committed}</Text>,
    },
  ];

  // Products that keep lots: what each change did to each lot (no column for the others).
  if (ledger?.entries.some((entry) => entry.lots?.length))
    columns.push({
      header: t('history.columns.lots'),
      render: (entry) => <LotChanges lots={entry.lots} />,
    });

  return (
    <ListTable
      columns={columns}
      rows={ledger?.entries}
      rowKey={(entry) => entry.event_id}
      loading={loading}
      onRowClick={(entry) => navigate(orderPath(providerId, entry.order_type, entry.order_id))}
      empty={t('history.empty')}
      pagination={{
        page,
        pageSize: LEDGER_PAGE_SIZE,
        total: ledger?.total ?? 0,
        onPageChange,
      }}
      skeletonRows={3}
    />
  );
}

/** "SOON-1: current −4 → 0, committed +4 → 4", a line per lot the change moved. */
function lotChangeText(
  t: TFunction<'audit'>,
  lot: LedgerLotChange,
  signed: (delta: number) => string,
): string {
  const parts = [
    lot.delta_current !== 0
      ? t('history.lot.current', {
          delta: signed(lot.delta_current),
          running: String(lot.running_current),
        })
      : null,
    lot.delta_committed !== 0
      ? t('history.lot.committed', {
          delta: signed(lot.delta_committed),
          running: String(lot.running_committed),
        })
      : null,
  ].filter(Boolean);
  return t('history.lot.line', { lot: lot.lot_code, changes: parts.join(', ') });
}

function LotChanges({ lots }: { lots: LedgerEntry['lots'] }) {
  const { t } = useTranslation(AUDIT);
  const fmt = useRouteFormats();
  if (!lots?.length) return null;
  return (
    <>
      {lots.map((lot) => (
        <Text key={lot.lot_code} size="xs">
          {lotChangeText(t, lot, fmt.signed)}
        </Text>
      ))}
    </>
  );
}
