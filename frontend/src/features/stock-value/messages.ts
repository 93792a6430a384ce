import { catalog } from '../../i18n';
import en from '../../locales/en/stock-value.json';

/** The stock value screen's texts: frontend/src/locales/<language>/stock-value.json. */
export const STOCK_VALUE = catalog('stock-value', en);
