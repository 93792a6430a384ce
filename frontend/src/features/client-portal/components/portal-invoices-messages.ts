import { catalog } from '../../../i18n';
import en from '../../../locales/en/credit.json';

/** The portal's Invoices texts: frontend/src/locales/<language>/credit.json. */
export const CREDIT = catalog('credit', en);
