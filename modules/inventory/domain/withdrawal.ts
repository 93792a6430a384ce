/**
 * Orders and movements taken out of the lists, with the stock cells they left empty (the demo
 * data's removal). Their events stay in the log, and the stock ledger keeps every change: only
 * the orders list, the inbox and the inventory grid forget them. A cell still holding stock, or
 * an order not named, is never withdrawn.
 */
export const ORDERS_WITHDRAWN = 'OrdersWithdrawn';

export interface OrdersWithdrawn {
  type: typeof ORDERS_WITHDRAWN;
  data: {
    providerId: string;
    orderIds: string[];
    stocks: { locationId: string; productId: string }[];
  };
}
