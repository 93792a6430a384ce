// Ordering: orders (placing, updating, fulfilling, cancelling, notes, attachments), the client
// link's order routes and the link requests, event-sourced, with the orders read model behind
// the inbox and the lists. Stock is inventory's: an order commits its stock through inventory's
// StockWriter, in the same atomic append as the order's events. Others send its commands and
// queries.
export { AddAttachment } from './commands/add-attachment/add-attachment.command';
export {
  BUYER_PORTAL,
  BuyerPortal,
  HeldOrder,
  PlaceOrder,
  PortalBuyer,
} from './commands/place-order/place-order.command';
export { RemoveAttachment } from './commands/remove-attachment/remove-attachment.command';
export { OrderChanger, UpdateOrder } from './commands/update-order/update-order.command';
export { ClientLinkDisabledError, refuseUnlessLinkActive } from './domain/client-link';
export * from './domain/order';
export {
  formatOrderNumber,
  NUMBER_PREFIX,
  NumberSeries,
  numberPrefixOf,
  parseOrderNumber,
  SearchedNumber,
  seriesOf,
} from './domain/order-number';
export { decideUpdate, OrderChange } from './domain/order-update';
export {
  ClientLinkGuard,
  PortalClient,
  PortalClientOfBody,
  PortalClients,
  ReachableProviders,
  SignedInBuyer,
} from './infrastructure/client-link.guard';
export { holderOfKey, LinkHolder } from './infrastructure/client-link.strategy';
export { LoadedOrder, OrderStreams } from './infrastructure/order-streams';
export { providerActor } from './infrastructure/provider-actor';
export { orderingMigrations } from './infrastructure/saved-lists.migration';
export { OrderingModule } from './ordering.module';
export { clientOpenOrdersRead } from './projections/orders/open-orders.read';
export {
  numberedRunSql,
  orderSeriesTableSql,
} from './projections/orders/order-numbering.sql';
export { ordersProjection } from './projections/orders/orders.projection';
export { forClient, OrdersReadModel, OrderView } from './projections/orders/orders.read-model';
export { AttachmentDownloadLink } from './queries/attachment-download-link/attachment-download-link.query';
export { ClientLinks } from './queries/client-links/client-links.query';
export { ClientOpenBalance } from './queries/client-open-balance/client-open-balance.query';
export { ClientOrderById } from './queries/client-order-by-id/client-order-by-id.query';
export { ClientOrders } from './queries/client-orders/client-orders.query';
export { ClientProducts } from './queries/client-products/client-products.query';
export { FindOrders, FoundOrder } from './queries/find-orders/find-orders.query';
export { ListOrders } from './queries/list-orders/list-orders.query';
export { OrderById } from './queries/order-by-id/order-by-id.query';
export { OrderHistory } from './queries/order-history/order-history.query';
