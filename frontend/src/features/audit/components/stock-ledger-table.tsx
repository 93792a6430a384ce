import { Anchor, Text } from '@mantine/core';
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
import { ActorCell } from './actor-cell';

const EVENT_LABELS: Record<LedgerEntry['event_type'], string> = {
  placed: 'Placed',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

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
  const navigate = useNavigate();
  const fmt = useFormats(providerId);
  const columns: ListColumn<LedgerEntry>[] = [
    {
      header: 'When',
      // Both times when they differ: a back-dated correction applies before it was recorded.
      render: (entry) =>
        entry.effective_at && entry.effective_at !== entry.at ? (
          <>
            <Text size="sm">{`Effective ${fmt.moment(entry.effective_at)}`}</Text>
            <Text size="xs" c="dimmed">{`Recorded ${fmt.moment(entry.at)}`}</Text>
          </>
        ) : (
          fmt.moment(entry.at)
        ),
    },
    { header: 'Location', render: (entry) => locationName(entry.location_id) },
    {
      header: 'What',
      render: (entry) => (
        <Anchor
          component={Link}
          to={orderPath(providerId, entry.order_type, entry.order_id)}
          // The row opens it too: one navigation, not two.
          onClick={(event) => event.stopPropagation()}
          size="sm"
        >
          {`${EVENT_LABELS[entry.event_type] ?? entry.event_type} · ${orderTypeLabel(entry.order_type)}`}
        </Anchor>
      ),
    },
    {
      header: 'Why',
      render: (entry) => <ReasonCell reason={entry.reason} note={entry.note} />,
    },
    { header: 'Who', render: (entry) => <ActorCell actor={entry.actor} /> },
    { header: 'Current change', render: (entry) => fmt.signed(entry.delta_current) },
    { header: 'Committed change', render: (entry) => fmt.signed(entry.delta_committed) },
    { header: 'Current', render: (entry) => <Text fw={600}>{entry.running_current}</Text> },
    { header: 'Committed', render: (entry) => <Text fw={600}>{entry.running_committed}</Text> },
  ];

  // Products that keep lots: what each change did to each lot (no column for the others).
  if (ledger?.entries.some((entry) => entry.lots?.length))
    columns.push({ header: 'Lots', render: (entry) => <LotChanges lots={entry.lots} /> });

  return (
    <ListTable
      columns={columns}
      rows={ledger?.entries}
      rowKey={(entry) => entry.event_id}
      loading={loading}
      onRowClick={(entry) => navigate(orderPath(providerId, entry.order_type, entry.order_id))}
      empty="No stock has been recorded for this product yet."
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
function lotChangeText(lot: LedgerLotChange, signed: (delta: number) => string): string {
  const parts = [
    lot.delta_current !== 0
      ? `current ${signed(lot.delta_current)} → ${lot.running_current}`
      : null,
    lot.delta_committed !== 0
      ? `committed ${signed(lot.delta_committed)} → ${lot.running_committed}`
      : null,
  ].filter(Boolean);
  return `${lot.lot_code}: ${parts.join(', ')}`;
}

function LotChanges({ lots }: { lots: LedgerEntry['lots'] }) {
  const fmt = useRouteFormats();
  if (!lots?.length) return null;
  return (
    <>
      {lots.map((lot) => (
        <Text key={lot.lot_code} size="xs">
          {lotChangeText(lot, fmt.signed)}
        </Text>
      ))}
    </>
  );
}
