// Ordering: orders and stock movements (ORDER, ADJUST, IN, OUT), event-sourced. So far its pure
// domain: the rules of placing, fulfilling, cancelling and notes, and the stock they move.
export * from './domain/order';
export { decideUpdate, OrderChange, StockMove } from './domain/order-update';
export * from './domain/stock';
export { lastLevels, STOCK_CHANGED, StockChanged } from './domain/stock-stream';
export { CommandContext, OrderStreams } from './infrastructure/order-streams';
export { forClient, OrdersReadModel, OrderView } from './infrastructure/orders-read-model';
export { OrderingModule } from './ordering.module';
export { inventoryProjection } from './projections/inventory/inventory.projection';
export { ordersProjection } from './projections/orders/orders.projection';
export { stockLedgerProjection } from './read/stock-ledger.projection';
export { LedgerStep, ledgerInOrder, StockFigure, stockAsOf } from './read/stock-ledger.query';
