// Ordering: orders, stock movements (ORDER, ADJUST, IN, OUT), transfers, reorder points, stock
// counts and lots, event-sourced, and the read models built from them (orders, inventory, stock
// ledger, transfers, low stock, stock counts, stock per lot) with the daily low-stock digest.
// Others send its commands and queries.
export { AddAttachment } from './commands/add-attachment/add-attachment.command';
export { RemoveAttachment } from './commands/remove-attachment/remove-attachment.command';
export { OrderChanger, UpdateOrder } from './commands/update-order/update-order.command';
export * from './domain/adjustment';
export * from './domain/order';
export { decideUpdate, OrderChange, StockMove } from './domain/order-update';
export * from './domain/reorder-point';
export * from './domain/stock';
export * from './domain/stock-count';
export {
  lastLevels,
  STOCK_CHANGED,
  StockChanged,
  stockStreamId,
  TRANSFER,
  TransferStockReason,
} from './domain/stock-stream';
export * from './domain/transfer';
export * from './domain/withdrawal';
export { holderOfKey, LinkHolder } from './infrastructure/client-link.strategy';
export { LowStockDigest } from './infrastructure/low-stock-digest';
export { CommandContext, OrderStreams } from './infrastructure/order-streams';
export { orderingMigrations } from './infrastructure/ordering.migrations';
export { forClient, OrdersReadModel, OrderView } from './infrastructure/orders-read-model';
export {
  LowStockFilter,
  ReorderPointsReadModel,
  ReorderPointView,
} from './infrastructure/reorder-points-read-model';
export { OrderingModule } from './ordering.module';
export { inventoryProjection } from './projections/inventory/inventory.projection';
export { lowStockProjection } from './projections/low-stock/low-stock.projection';
export {
  readStockCells,
  StockCell,
  stockCellKey,
  stockCellsTable,
  writeStockCells,
} from './projections/low-stock/stock-cells';
export { ordersProjection } from './projections/orders/orders.projection';
export { stockCountsProjection } from './projections/stock-counts/stock-counts.projection';
export { stockLotsProjection } from './projections/stock-lots/stock-lots.projection';
export { transfersProjection } from './projections/transfers/transfers.projection';
export { AttachmentDownloadLink } from './queries/attachment-download-link/attachment-download-link.query';
export { ClientLinks } from './queries/client-links/client-links.query';
export { ClientOrderById } from './queries/client-order-by-id/client-order-by-id.query';
export { ClientOrders } from './queries/client-orders/client-orders.query';
export { ClientProducts } from './queries/client-products/client-products.query';
export { ExplainBalance } from './queries/explain-balance/explain-balance.query';
export { Inventory } from './queries/inventory/inventory.query';
export { ListOrders } from './queries/list-orders/list-orders.query';
export { LowStock } from './queries/low-stock/low-stock.query';
export { OrderById } from './queries/order-by-id/order-by-id.query';
export { OrderHistory } from './queries/order-history/order-history.query';
export { ProductStock } from './queries/product-stock/product-stock.query';
export { StockAtLocation } from './queries/stock-at-location/stock-at-location.query';
export { StockHistory } from './queries/stock-history/stock-history.query';
export { currentLotFigures, LotFigure, lotFiguresAsOf } from './read/lot-figures.query';
export { stockLedgerProjection } from './read/stock-ledger.projection';
export {
  LedgerKey,
  LedgerRowOf,
  ledgerDigest,
  ledgerRows,
  StockFigure,
  stockAsOf,
} from './read/stock-ledger.query';
export {
  LedgerPeriod,
  LedgerPeriodAnswer,
  ledgerPeriod,
  MovementTotal,
  PeriodAdjustment,
} from './read/stock-period.query';
export { IsId, IsMoment } from './request-validation';
