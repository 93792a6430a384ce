import { catalog } from '../../../i18n';
import en from '../../../locales/en/credit.json';

/** The client's terms and credit texts: frontend/src/locales/<language>/credit.json. */
export const CREDIT = catalog('credit', en);
