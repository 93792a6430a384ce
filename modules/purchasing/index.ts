// Purchasing: what a provider buys and from whom. Today its master data: suppliers (contact,
// currency, lead time, payment terms) and their prices per product, with one preferred supplier
// per product; plain rows (docs/decisions/suppliers-are-plain-records.md).
export { purchasingMigrations } from './infrastructure/purchasing.migrations';
export { PurchasingModule } from './purchasing.module';
