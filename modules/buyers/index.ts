// Buyers: the people of a client company who sign in to its portal with an emailed one-time
// link (no password), each order recording who placed it, and the orders above a buyer's limit
// that wait for the company's approver. Ordering asks it for the signed-in buyer through its
// BUYER_PORTAL port; it places approved orders through ordering's PlaceOrder.
export { BuyersModule } from './buyers.module';
export { buyersMigrations } from './infrastructure/buyers.migrations';
export { orderBuyersProjection } from './projections/order-buyers.projection';
