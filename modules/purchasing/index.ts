// Purchasing: what a provider buys and from whom. Its master data: suppliers (contact,
// currency, lead time, payment terms) and their prices per product, with one preferred supplier
// per product; plain rows (docs/decisions/suppliers-are-plain-records.md). And purchase orders,
// event-sourced (purchase-order-{id}): each receipt is an IN movement of inventory's, placed in
// the same atomic write through its StockWriter, its lines at their unit cost.
export { purchasingMigrations } from './infrastructure/purchasing.migrations';
export { purchaseOrdersProjection } from './projections/purchase-orders/purchase-orders.projection';
export { PurchaseOrdersReadModel } from './projections/purchase-orders/purchase-orders.read-model';
export { PurchasingModule } from './purchasing.module';
