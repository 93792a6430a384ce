/**
 * The ledger export's columns: one change a line, the actor by name (StockLedgerReadModel.linesCsv
 * writes the lines in this order).
 */
export const LEDGER_CSV_HEADER = [
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
] as const;
