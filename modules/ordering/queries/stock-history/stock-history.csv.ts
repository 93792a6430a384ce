import { CsvRow } from '../../../platform';
import { LedgerEntry } from '../../read/stock-ledger.query';

export const LEDGER_CSV_HEADER: CsvRow = [
  'at',
  'position',
  'product_id',
  'location_id',
  'event_type',
  'order_type',
  'order_id',
  'actor_type',
  'actor',
  'delta_current',
  'delta_committed',
  'running_current',
  'running_committed',
  'effective_at',
  'reason',
  'note',
];

/** The ledger as the CSV export lays it out: one change a line, the actor by name. */
export function ledgerCsvRows(entries: LedgerEntry[]): CsvRow[] {
  return entries.map((e) => [
    e.at,
    e.position,
    e.product_id,
    e.location_id,
    e.event_type,
    e.order_type,
    e.order_id,
    e.actor.type,
    e.actor.name ?? e.actor.id,
    e.delta_current,
    e.delta_committed,
    e.running_current,
    e.running_committed,
    e.effective_at,
    e.reason,
    e.note,
  ]);
}
