import { catalog } from '../../i18n';
import en from '../../locales/en/buyers.json';

/** Company accounts' texts: frontend/src/locales/<language>/buyers.json. */
export const BUYERS = catalog('buyers', en);
