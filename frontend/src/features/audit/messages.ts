import { catalog } from '../../i18n';
import en from '../../locales/en/audit.json';

/**
 * The audit screens' texts (the report, a product's stock history, an order's history):
 * frontend/src/locales/<language>/audit.json.
 */
export const AUDIT = catalog('audit', en);
