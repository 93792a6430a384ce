import { catalog } from '../../i18n';
import en from '../../locales/en/purchasing.json';

/** The purchasing screens' texts: frontend/src/locales/<language>/purchasing.json. */
export const PURCHASING = catalog('purchasing', en);
