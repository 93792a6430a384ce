import { catalog } from '../../i18n';
import en from '../../locales/en/billing.json';

/** The billing entry's texts: frontend/src/locales/<language>/billing.json. */
export const BILLING = catalog('billing', en);
