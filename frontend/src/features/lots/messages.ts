import { catalog } from '../../i18n';
import en from '../../locales/en/lots.json';

/** The lots screens' texts: frontend/src/locales/<language>/lots.json. */
export const LOTS = catalog('lots', en);
