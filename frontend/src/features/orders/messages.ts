import { catalog } from '../../i18n';
import en from '../../locales/en/orders.json';

/** The orders screens' texts: frontend/src/locales/<language>/orders.json. */
export const ORDERS = catalog('orders', en);
