import { catalog } from '../../i18n';
import en from '../../locales/en/order-form.json';

/** The order and movement forms' texts: frontend/src/locales/<language>/order-form.json. */
export const ORDER_FORM = catalog('order-form', en);
