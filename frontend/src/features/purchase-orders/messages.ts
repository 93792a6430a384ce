import type { ParseKeys } from 'i18next';
import { catalog } from '../../i18n';
import en from '../../locales/en/purchase-orders.json';

/** The purchase orders' screens' texts: frontend/src/locales/<language>/purchase-orders.json. */
export const PURCHASE_ORDERS = catalog('purchase-orders', en);

/** A message key of the purchase orders' screens. */
export type PurchaseOrdersKey = ParseKeys<typeof PURCHASE_ORDERS>;
