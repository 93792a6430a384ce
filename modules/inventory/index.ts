// Inventory: stock per product and location, event-sourced. Owns the stock streams and their
// pure deciders, the stock movements' rules (IN, OUT, ADJUST), transfers, stock counts, lots,
// reorder points and low stock, the stock ledger and the as-of reads, and the inventory grid,
// with the projections that build them. Ordering places orders and movements through
// StockWriter, which appends a document's events and its stock changes in one atomic write.
// Inventory never imports ordering.

export {
  IsTransferLines as IsProductLines,
  TransferLineRequest as ProductLineRequest,
  transferLinesFrom as productLinesFrom,
} from './commands/create-transfer/transfer-lines.request';
export * from './domain';
export { inventoryMigrations } from './infrastructure/inventory.migrations';
export { LowStockDigest } from './infrastructure/low-stock-digest';
export {
  IdempotencyKeyConflictError,
  StockChangedMeanwhileError,
} from './infrastructure/stock-write-errors';
export {
  CommandContext,
  commandByMember,
  commandNow,
  Decision,
  memberActor,
  Quota,
  Settled,
  StockWriter,
} from './infrastructure/stock-writer';
export { TransferStreams } from './infrastructure/transfer-streams';
export { InventoryModule } from './inventory.module';
export { inventoryProjection } from './projections/inventory/inventory.projection';
export { InventoryReadModel } from './projections/inventory/inventory.read-model';
export { lowStockProjection } from './projections/low-stock/low-stock.projection';
export {
  LowStockFilter,
  ReorderPointsReadModel,
  ReorderPointView,
} from './projections/low-stock/low-stock.read-model';
export {
  readStockCells,
  StockCell,
  stockCellKey,
  stockCellsTable,
  writeStockCells,
} from './projections/low-stock/stock-cells';
export { stockCountsProjection } from './projections/stock-counts/stock-counts.projection';
export { CountsReadModel } from './projections/stock-counts/stock-counts.read-model';
export { stockLedgerProjection } from './projections/stock-ledger/stock-ledger.projection';
export {
  LedgerKey,
  LedgerRowOf,
  ledgerDigest,
  ledgerRows,
  StockFigure,
  StockLedgerReadModel,
  stockAsOf,
} from './projections/stock-ledger/stock-ledger.read-model';
export {
  LedgerPeriod,
  LedgerPeriodAnswer,
  ledgerPeriod,
  MovementTotal,
  PeriodAdjustment,
} from './projections/stock-ledger/stock-period.read-model';
export {
  currentLotFigures,
  LotFigure,
  lotFiguresAsOf,
} from './projections/stock-lots/lot-figures.read-model';
export { stockLotsProjection } from './projections/stock-lots/stock-lots.projection';
export { LotsReadModel } from './projections/stock-lots/stock-lots.read-model';
export {
  stockValuesProjection,
  ValueRow,
  valueRows,
} from './projections/stock-values/stock-values.projection';
export { StockValuesReadModel } from './projections/stock-values/stock-values.read-model';
export { transfersProjection } from './projections/transfers/transfers.projection';
export { TransfersReadModel } from './projections/transfers/transfers.read-model';
export { ExplainBalance } from './queries/explain-balance/explain-balance.query';
export { Inventory } from './queries/inventory/inventory.query';
export { OrderSummaries, OrderSummary } from './queries/lot-trace/order-summaries.query';
export { LowStock } from './queries/low-stock/low-stock.query';
export { ProductStock } from './queries/product-stock/product-stock.query';
export { StockAtLocation } from './queries/stock-at-location/stock-at-location.query';
export { StockHistory } from './queries/stock-history/stock-history.query';
export { IsExpiryDate, IsLotCode, IsNotes } from './request-validation';
export { OrderLineLotResponse } from './responses/lot.response.dto';
export {
  OrderHistoryEntryResponse,
  OrderHistoryResponse,
} from './responses/stock-ledger.response.dto';
