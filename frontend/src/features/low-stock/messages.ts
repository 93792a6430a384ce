import { catalog } from '../../i18n';
import en from '../../locales/en/low-stock.json';

/** The low stock screens' texts: frontend/src/locales/<language>/low-stock.json. */
export const LOW_STOCK = catalog('low-stock', en);
